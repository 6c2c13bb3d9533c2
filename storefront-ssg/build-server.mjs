// The long-lived storefront builder, forked by the API's publisher (api/publishing/build-release.ts).
// Kept alive between builds because a warm process builds a store in about half the CPU time of a cold one
// (Astro and Vite loaded once, their code already optimised by the JIT). Builds run one after the other.
// It also keeps each store's compiled templates, so a later build of that store only renders pages (build-store.mjs).
// Messages in: {id, snapshotFile, outDir, productPages?}. Out: {ready: true} once, then {id, ok, partial, compiled, error?}.
import { buildStore, dropRenderers } from './build-store.mjs';

process.on('disconnect', () => {
  dropRenderers();
  process.exit(0);
});
process.on('SIGTERM', () => {
  dropRenderers();
  process.exit(0);
});
let chain = Promise.resolve();
process.on('message', (msg) => {
  chain = chain.then(async () => {
    try {
      const { partial, compiled } = await buildStore(msg.snapshotFile, msg.outDir, {
        productPages: msg.productPages ?? null,
      });
      process.send({ id: msg.id, ok: true, partial, compiled });
    } catch (err) {
      process.send({ id: msg.id, ok: false, error: String(err?.message ?? err).slice(0, 1000) });
    }
  });
});
process.send({ ready: true });
