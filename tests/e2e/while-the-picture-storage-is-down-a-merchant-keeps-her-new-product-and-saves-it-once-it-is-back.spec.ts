import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { request as playwrightRequest } from '@playwright/test';
import { expect, newMerchantWithStore, test } from './support/fixtures';
import { picture } from './support/uploads';
import { killS3Child, startS3Child, type S3Child } from '../../api/testing/s3-child';
import { freePort, until } from '../../api/testing/processes';
import { CREDENTIALS, createTestBucket } from '../../api/testing/s3';
import { STORAGE_UNAVAILABLE } from '#shared/messages';

// The API in S3 mode (the README's multi-machine set-up) on its own port, its bucket on the project's S3 test server
// (s3rver) in a process of its own: the journey stops that server for real, so the real API's upload fails as it
// does when a bucket goes away (503, Retry-After, the French message), then starts it again on the same port and folder.
// The SDK's notice that its 2027 releases need Node 22 (the version is pinned: decision 021).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

let s3: S3Child;
let s3Dir: string;
let api: ChildProcess;
let base: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'boutique-e2e-s3-'));
  s3 = await startS3Child(s3Dir);
  const endpoint = `http://127.0.0.1:${s3.port}`;
  const bucket = 'boutique-e2e';
  await createTestBucket(endpoint, bucket);
  const port = await freePort();
  base = `http://localhost:${port}`;
  api = spawn(path.resolve('node_modules/.bin/tsx'), ['api/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'boutique-e2e-s3-api-')),
      LOG_LEVEL: 'error',
      SIGNUP_LIMIT: '10000',
      TEST_PASSWORD_HASH_COST: '10',
      PUBLISH_STOREFRONTS: 'false',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      ...CREDENTIALS,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await until('the API in S3 mode', async () => (await fetch(`${base}/api/health`).catch(() => null))?.status === 200, {
    ms: 150_000,
    everyMs: 500,
  });
});

test.afterAll(async () => {
  api?.kill('SIGTERM');
  if (s3) await killS3Child(s3);
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

test('while the picture storage is down a merchant keeps her new product and saves it once it is back', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const request = await playwrightRequest.newContext({ baseURL: base });
  const merchant = await newMerchantWithStore(request, 'Boutique Stockage');
  const context = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/auth/signin');
  await page.getByLabel('Email', { exact: true }).fill(merchant.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(merchant.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/, { timeout: 30_000 });

  await page.goto('/user/products/new');
  await page.getByLabel('Nom du produit').fill('Pagne wax indigo');
  await page.getByLabel('Description').fill('Six yards, teinture naturelle.');
  await page.getByRole('button', { name: 'Nouvelle catégorie' }).click();
  await page.getByLabel('Nom de la nouvelle catégorie').fill('Pagnes');
  await page.getByRole('button', { name: 'Créer', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Catégorie' })).toHaveValue('Pagnes');
  await page.getByRole('textbox', { name: 'Prix', exact: true }).fill('12500');
  await page.getByRole('textbox', { name: 'Stock', exact: true }).fill('8');
  await page.locator('input[type="file"]').setInputFiles([await picture('indigo.jpg', '#1b2a6b')]);
  await expect(page.getByTestId('product-image')).toHaveCount(1);

  // The bucket goes away: the real API cannot keep the picture.
  await killS3Child(s3);
  await page.getByRole('button', { name: 'Créer le produit' }).click();
  await expect(page.getByText(STORAGE_UNAVAILABLE)).toBeVisible({ timeout: 30_000 });
  // Nothing she typed or chose is lost.
  await expect(page).toHaveURL(/\/user\/products\/new$/);
  await expect(page.getByLabel('Nom du produit')).toHaveValue('Pagne wax indigo');
  await expect(page.getByLabel('Description')).toHaveValue('Six yards, teinture naturelle.');
  await expect(page.getByRole('combobox', { name: 'Catégorie' })).toHaveValue('Pagnes');
  await expect(page.getByRole('textbox', { name: 'Prix', exact: true })).toHaveValue('12500');
  await expect(page.getByRole('textbox', { name: 'Stock', exact: true })).toHaveValue('8');
  await expect(page.getByTestId('product-image')).toHaveCount(1);
  // and no product was made half-way
  const none = await request.get('/api/products', { headers: { authorization: `Bearer ${merchant.token}` } });
  expect(JSON.stringify(await none.json())).not.toContain('Pagne wax indigo');

  // The bucket is back: the same tap saves the product with its picture.
  s3 = await startS3Child(s3Dir, s3.port);
  await page.getByRole('button', { name: 'Créer le produit' }).click();
  await expect(page).toHaveURL(/\/user\/products\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Pagne wax indigo' })).toBeVisible();
  const productId = page.url().split('/').pop()!;
  const saved = await request.get(`/api/products/${productId}`, {
    headers: { authorization: `Bearer ${merchant.token}` },
  });
  expect(saved.status()).toBe(200);
  const product = (await saved.json()).data as { price: number; stock: number; images: unknown[] };
  expect(product.images).toHaveLength(1);
  await context.close();
  await request.dispose();
});
