// CPU per shopper order, in process (decision 008): the steady figure on a shared, noisy machine, where
// orders/s swing 2× with other people's load but CPU time per order does not. `app.request` (no network, no HTTP
// parsing), WAVE orders at once (a group commit each wave), TOTAL orders, each from a new shopper and address.
// Run alone: `npx tsx bench/orders-cpu.ts` (add `node --cpu-prof` through NODE_OPTIONS for a profile), or from
// bench/orders.bench.ts.
import { inProcessShop } from './orders-in-process';

export async function cpuPerOrder(total = 3000, wave = 64): Promise<{ cpuMs: number; sysMs: number; wallMs: number }> {
  const shop = await inProcessShop('bench-cpu');
  try {
    // Warm-up: JIT, statement caches, compiled queries.
    for (let i = 0; i < 4; i++) await shop.wave(wave);
    const cpu0 = process.cpuUsage();
    const wall0 = performance.now();
    for (let done = 0; done < total; done += wave) await shop.wave(wave);
    const cpu = process.cpuUsage(cpu0);
    const count = Math.ceil(total / wave) * wave;
    return {
      cpuMs: (cpu.user + cpu.system) / 1000 / count,
      sysMs: cpu.system / 1000 / count,
      wallMs: (performance.now() - wall0) / count,
    };
  } finally {
    await shop.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { cpuMs, sysMs, wallMs } = await cpuPerOrder(Number(process.env.ORDERS ?? 3000));
  console.log(
    `CPU per order, in process, 64 at once: ${cpuMs.toFixed(3)} ms (of which system ${sysMs.toFixed(3)}; wall ${wallMs.toFixed(3)} ms)`,
  );
}
