// The long-lived storefront builder, forked by the API's publisher (api/publishing/build-release.ts).
// Kept alive between builds because a warm process builds a store in about half the CPU time of a cold one
// (Astro and Vite loaded once, their code already optimised by the JIT). Builds run one after the other.
// Messages in: {id, snapshotFile, outDir}. Messages out: {ready: true} once, then {id, ok, error?} per build.
import { buildStore } from './build-store.mjs';

process.on('disconnect', () => process.exit(0));
let chain = Promise.resolve();
process.on('message', (msg) => {
  chain = chain.then(async () => {
    try {
      await buildStore(msg.snapshotFile, msg.outDir);
      process.send({ id: msg.id, ok: true });
    } catch (err) {
      process.send({ id: msg.id, ok: false, error: String(err?.message ?? err).slice(0, 1000) });
    }
  });
});
process.send({ ready: true });
