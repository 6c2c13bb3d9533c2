import net from 'node:net';

// What the tests that start real API processes (restarts, crashes, several processes) share.

/** A TCP port free on this machine now (the OS picks it; closed again before it is handed back). */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, host, () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** Polls `check` every `everyMs` until it holds; throws naming `what` after `ms`. */
export async function until(
  what: string,
  check: () => Promise<boolean> | boolean,
  { ms = 60_000, everyMs = 50 }: { ms?: number; everyMs?: number } = {},
): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`timed out waiting for: ${what}`);
}
