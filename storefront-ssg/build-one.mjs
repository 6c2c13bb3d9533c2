// Builds ONE store's static storefront, then exits (developers; tests that stand in for Astro use the same CLI):
//   node storefront-ssg/build-one.mjs <snapshot.json> <outDir>
import { buildStore, dropRenderers } from './build-store.mjs';

const [snapshotFile, outDir] = process.argv.slice(2);
if (!snapshotFile || !outDir) {
  console.error('usage: node storefront-ssg/build-one.mjs <snapshot.json> <outDir>');
  process.exit(2);
}
try {
  await buildStore(snapshotFile, outDir);
} finally {
  dropRenderers();
}
