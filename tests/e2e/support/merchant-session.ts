import sharp from 'sharp';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { login } from './storefront-helpers';

// A new merchant with a store, signed in to the PWA in the browser (the storefront-content journeys).

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

export async function newMerchant(request: APIRequestContext, storeName: string, referral?: string) {
  const id = unique();
  const email = `e2e-${id}@boutique.test`;
  const password = 'Vitrine1234';
  const reg = await request.post('/api/register', {
    data: {
      firstName: 'Awa',
      lastName: `Test${id.slice(-4)}`,
      emailOrPhone: email,
      password,
      confirmPass: password,
      termCondition: true,
      ...(referral ? { referral } : {}),
    },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const token = await login(request, email, password);
  const created = await request.post('/api/stores', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      name: `${storeName} ${id}`,
      phone: `7${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
      email,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const store = (await created.json()).data as { slug: string; name: string };
  return { token, email, password, slug: store.slug, name: store.name };
}

export async function signInInBrowser(page: Page, email: string, password: string) {
  await page.goto('/auth/signin');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/, { timeout: 30_000 });
}

/** A real picture for an upload field. */
export async function picture(
  name: string,
  color: string,
  width = 1200,
  height = 800,
  format: 'png' | 'jpeg' = 'jpeg',
) {
  const base = sharp({ create: { width, height, channels: 3, background: color } });
  const buffer = await (format === 'png' ? base.png() : base.jpeg()).toBuffer();
  return { name, mimeType: format === 'png' ? 'image/png' : 'image/jpeg', buffer };
}

/** Chooses files through the file picker a click on `trigger` opens. */
export async function chooseFiles(
  page: Page,
  trigger: () => Promise<void>,
  files: Awaited<ReturnType<typeof picture>>[],
) {
  const chooser = page.waitForEvent('filechooser');
  await trigger();
  await (await chooser).setFiles(files);
}
