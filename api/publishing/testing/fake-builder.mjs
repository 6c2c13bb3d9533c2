// Stand-in for storefront-ssg/build-one.mjs in worker tests (an Astro build takes seconds): writes the page
// files a release needs, with the store's name, so the queue/swap logic is tested without Astro.
// FAKE_BUILD_FAIL=1 makes it fail like a broken build would.
import fs from 'node:fs';
import path from 'node:path';
const [snapshotFile, outDir] = process.argv.slice(2);
const snap = JSON.parse(fs.readFileSync(snapshotFile, 'utf8'));
if (process.env.FAKE_BUILD_FAIL === '1' || snap.store.name.includes('FAIL')) {
  console.error('fake build failure: broken template');
  process.exit(1);
}
fs.mkdirSync(path.join(outDir, '_astro'), { recursive: true });
const page = `<!doctype html><title>${snap.store.name}</title><h1>${snap.status === 'suspended' ? 'Boutique indisponible' : snap.store.name}</h1>`;
for (const f of ['index.html', 'home.html', 'products.html', 'contact.html', '404.html'])
  fs.writeFileSync(path.join(outDir, f), page);
fs.writeFileSync(path.join(outDir, '_astro', `app.${Date.now()}.js`), 'console.log(1)');
