// Stand-in for storefront-ssg/build-one.mjs in worker tests (an Astro build takes seconds): writes the page
// files a release needs, with the store's name, so the queue/swap logic is tested without Astro.
// FAKE_BUILD_FAIL=1 makes it fail like a broken build would (FAKE_BUILD_DOWN_FILE below: for a while). FAKE_BUILD_LOG=<file>: one JSON line per build start
// and end ({slug, api: pid of the API process, pid, event, at}); a store named with 'LENT' takes FAKE_BUILD_SLOW_MS
// (default 5 s), one named with 'BLOQUÉ' a minute (a build that hangs).
import fs from 'node:fs';
import path from 'node:path';
const [snapshotFile, outDir] = process.argv.slice(2);
const snap = JSON.parse(fs.readFileSync(snapshotFile, 'utf8'));
// FAKE_BUILD_DOWN_FILE=<file>: every build fails while that file exists (a passing outage: a full disk, a bucket down).
const down = process.env.FAKE_BUILD_DOWN_FILE && fs.existsSync(process.env.FAKE_BUILD_DOWN_FILE);
if (process.env.FAKE_BUILD_FAIL === '1' || snap.store.name.includes('FAIL') || down) {
  console.error('fake build failure: broken template');
  process.exit(1);
}
const log = (event) =>
  process.env.FAKE_BUILD_LOG &&
  fs.appendFileSync(
    process.env.FAKE_BUILD_LOG,
    JSON.stringify({ slug: snap.store.slug, api: process.ppid, pid: process.pid, event, at: Date.now() }) + '\n',
  );
log('start');
if (snap.store.name.includes('BLOQUÉ')) await new Promise((resolve) => setTimeout(resolve, 60_000));
if (snap.store.name.includes('LENT'))
  await new Promise((resolve) => setTimeout(resolve, Number(process.env.FAKE_BUILD_SLOW_MS ?? 5000)));
fs.mkdirSync(path.join(outDir, '_astro'), { recursive: true });
const page = `<!doctype html><title>${snap.store.name}</title><h1>${snap.status === 'suspended' ? 'Boutique indisponible' : snap.store.name}</h1>`;
for (const f of ['index.html', 'home.html', 'products.html', 'contact.html', '404.html'])
  fs.writeFileSync(path.join(outDir, f), page);
fs.writeFileSync(path.join(outDir, '_astro', `app.${Date.now()}.js`), 'console.log(1)');
// FAKE_BUILD_PAGES=n: n product pages too (a big store: its upload to a bucket takes a while).
const extra = Number(process.env.FAKE_BUILD_PAGES ?? 0);
if (extra > 0) fs.mkdirSync(path.join(outDir, 'products'), { recursive: true });
for (let i = 0; i < extra; i++) fs.writeFileSync(path.join(outDir, 'products', `p-${i}.html`), page);
log('end');
