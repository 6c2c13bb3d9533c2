import http from 'node:http';
import { expect, merchantUserId, signInInPage, test, unique } from './support/fixtures';
import { setSubscriptionPlan } from './support/server-data';
import { waitForStorefront } from './support/storefront-helpers';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** A GET to the server under test as a browser at `host` sends it (what the TLS proxy passes on). */
function getOnHost(baseURL: string, host: string, path: string): Promise<{ status: number; body: string }> {
  const url = new URL(path, baseURL);
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { host, accept: 'text/html' } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

// A merchant on the Starter plan types her domain in « Domaine », reads the record to create at her registrar, and
// her store answers at that Host — home and product list, canonical and og:url naming the domain — while /{slug}
// keeps working; the screen then says « Actif ».
test('on her phone a merchant gives her store its own domain, reads the DNS record, and her store answers there', async ({
  page,
  request,
  baseURL,
  merchantWithStore: m,
}) => {
  setSubscriptionPlan(await merchantUserId(request, m), 'starter');
  const domain = `boutique-${unique()}.sn`;
  await signInInPage(page, m.email, m.password, /\/user\/dashboard$/);
  await page.goto('/user/settings/domain');
  await expect(page.getByRole('link', { name: 'Domaine' })).toBeVisible();

  const field = page.getByLabel('Nom de domaine');
  await field.fill(`https://${domain}`);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('sans « http:// » ni « https:// »')).toBeVisible();

  await field.fill(domain.toUpperCase());
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Domaine enregistré')).toBeVisible();
  await expect(page.getByTestId('domain-state')).toContainText('En attente');
  const dns = page.getByTestId('domain-dns');
  await expect(dns).toContainText(`enregistrement ALIAS (ou ANAME) pour « ${domain} » qui pointe vers « localhost »`);
  await expect(page.getByRole('link', { name: `https://${domain}` })).toBeVisible();

  // The republished store, at her domain.
  await expect
    .poll(async () => (await getOnHost(baseURL!, domain, '/')).body.includes(`href="https://${domain}"`), {
      timeout: 90_000,
      intervals: [500, 1000],
    })
    .toBe(true);
  const home = await getOnHost(baseURL!, domain, '/');
  expect(home.status).toBe(200);
  expect(home.body).toContain(m.store.name);
  expect(home.body).toContain(`<meta property="og:url" content="https://${domain}"`);
  const products = await getOnHost(baseURL!, domain, '/products');
  expect(products.status).toBe(200);
  expect(products.body).toContain(`<link rel="canonical" href="https://${domain}/products"`);
  await waitForStorefront(request, m.store.slug, m.store.name);

  await page.reload();
  await expect(page.getByTestId('domain-state')).toContainText('Actif');
});
