import { expect, test } from './support/fixtures';
import sharp from 'sharp';

/**
 * A logo bigger than the limits: 3000×2000 px and over 1 MB (a smooth gradient with a square of noise that PNG cannot
 * squeeze), so the browser must shrink it before sending.
 */
async function makeOversizedLogo(): Promise<Buffer> {
  const width = 3000;
  const height = 2000;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const noisy = x < 800 && y < 800;
      raw[i] = noisy ? Math.floor(Math.random() * 256) : Math.floor((x / width) * 255);
      raw[i + 1] = noisy ? Math.floor(Math.random() * 256) : Math.floor((y / height) * 255);
      raw[i + 2] = noisy ? Math.floor(Math.random() * 256) : 128;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

test('a visitor signs up, configures the store with a logo and lands on the dashboard', async ({ page, request }) => {
  // Drawing and compressing a 3000×2000 logo takes a while on a busy two-core machine.
  test.setTimeout(120_000);
  const logo = await makeOversizedLogo();
  expect(logo.length).toBeGreaterThan(1024 * 1024);

  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  page.context().on('request', (r) => requested.push(r.url()));

  const unique = Date.now().toString(36);
  const email = `couture-${unique}@exemple.bf`;

  // Sign up: the new merchant is signed in and sent to the dashboard.
  await page.goto('/auth/signup');
  await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Awa');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Ouédraogo');
  await page.getByRole('textbox', { name: 'Email ou téléphone' }).fill(email);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('Secret1234');
  await page.getByRole('textbox', { name: 'Confirmer le mot de passe' }).fill('Secret1234');
  await page.getByRole('checkbox', { name: /J'accepte les conditions/ }).check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/, { timeout: 30_000 }); // password hashing is slow on a busy machine
  await expect(page.getByTestId('frame-title')).toHaveText('Tableau de Bord');
  // Already signed in: welcomed, not told she « can now sign in ».
  await expect(page.getByText('Compte créé : bienvenue !')).toBeVisible();
  await expect(page.getByText('Vous pouvez maintenant vous connecter')).toHaveCount(0);

  // No store yet: 'Configurer Votre Boutique'. 'Fermer' puts it off until the next visit.
  const modal = page.getByRole('dialog', { name: 'Configurer Votre Boutique' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Fermer' }).click();
  await expect(modal).toBeHidden();
  await page.reload();
  await expect(modal).toBeVisible();

  // Valider on an empty form shows the field errors and sends nothing.
  await modal.getByRole('button', { name: 'Valider' }).click();
  await expect(modal.getByText('Le champ est vide').first()).toBeVisible();

  await modal.getByRole('textbox', { name: 'Nom de la boutique' }).fill(`Couture Awa ${unique}`);
  // The phone input keeps digits only, behind the +226 default.
  await expect(modal.getByLabel('Indicatif du pays')).toHaveValue(/\+226/);
  const phone = modal.getByLabel('Numéro de téléphone');
  await phone.fill('70 12-34.56');
  await expect(phone).toHaveValue('70123456');
  await modal.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await modal.getByLabel('Couleur').click();
  await page.getByRole('option', { name: 'Rouge', exact: true }).click();

  // A file that is not an image is refused with the specification's message.
  const wrongChooser = page.waitForEvent('filechooser');
  await modal.getByTestId('store-logo-input').click();
  await (
    await wrongChooser
  ).setFiles({ name: 'logo.txt', mimeType: 'text/plain', buffer: Buffer.from('pas une image') });
  await expect(modal.getByText('Le fichier choisi n’est pas une image (JPG ou PNG).')).toBeVisible();

  const chooser = page.waitForEvent('filechooser');
  await modal.getByTestId('store-logo-input').click();
  await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(modal.getByRole('img', { name: 'Aperçu du logo' })).toBeVisible({ timeout: 30_000 });
  // The compressed logo the form will send weighs at most 1 MB (1024 Ko).
  const shownSize = Number((await modal.getByTestId('store-logo-size').textContent())!.match(/^(\d+) Ko/)![1]);
  expect(shownSize).toBeGreaterThan(0);
  expect(shownSize).toBeLessThanOrEqual(1024);

  const upload = page.waitForRequest((r) => r.url().endsWith('/api/stores') && r.method() === 'POST');
  await modal.getByRole('button', { name: 'Valider' }).click();
  const sent = await upload;
  // The multipart body (logo and fields) fits in about 1 MB: the logo went compressed, not as the 1 MB+ original.
  const length = Number((await sent.allHeaders())['content-length'] ?? 0);
  expect(length).toBeGreaterThan(0);
  expect(length).toBeLessThanOrEqual(1024 * 1024 + 4096);
  // The compression library came from the app itself (works offline), never from its default CDN.
  expect(requested.some((url) => /\/assets\/browser-image-compression-[\w-]+\.js$/.test(url))).toBe(true);
  expect(requested.some((url) => url.includes('jsdelivr'))).toBe(false);

  await expect(modal).toBeHidden();
  await expect(page.getByTestId('dashboard-store-name')).toHaveText(`Couture Awa ${unique}`);
  await expect(page.getByTestId('figure-customers')).toHaveText('0');
  await expect(page.getByTestId('figure-orders')).toHaveText('0');
  // With a store to sync into, the sync indicator leaves its error state at once.
  await expect(page.getByTestId('sync-state')).not.toContainText(/erreur/i);

  // The server holds the store with its phone in E.164 and a logo no larger than 1920 px.
  const token = await page.evaluate(() => {
    const raw = sessionStorage.getItem('boutique.session') ?? localStorage.getItem('boutique.session');
    return raw ? (JSON.parse(raw) as { accessToken: string; userId: string }) : null;
  });
  expect(token).not.toBeNull();
  const storeAnswer = await request.get(`/api/stores/${token!.userId}`, {
    headers: { Authorization: `Bearer ${token!.accessToken}` },
  });
  expect(storeAnswer.ok()).toBe(true);
  const store = (await storeAnswer.json()).data as { phone: string; color: string; logo: string };
  expect(store.phone).toBe('+22670123456');
  expect(store.color).toBe('#ff0000');
  expect(store.logo).toBeTruthy();
  const logoFile = await request.get(store.logo);
  expect(logoFile.ok()).toBe(true);
  const meta = await sharp(await logoFile.body()).metadata();
  expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(1920);

  // Reloading keeps the merchant on the dashboard, and the modal stays closed now that the store exists.
  await page.reload();
  await expect(page.getByTestId('dashboard-store-name')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Configurer Votre Boutique' })).toHaveCount(0);
});
