import { expect, test } from './support/fixtures';

test('a visitor browses the public pages and sends a contact message', async ({ page, request }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });

  // Navigation: current route highlighted; pricing shows the plans from the API.
  await nav.getByRole('link', { name: 'Tarifs' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(nav.getByRole('link', { name: 'Tarifs' })).toHaveAttribute('aria-current', 'page');
  const plans = (await (await request.get('/api/plans')).json()).data as { name: string }[];
  expect(plans.length).toBeGreaterThan(0);
  await expect(page.getByTestId('plan-card')).toHaveCount(plans.length);

  // A drop-down opens on click and closes on a second click.
  const features = nav.getByRole('button', { name: 'Fonctionnalités' });
  await features.click();
  await expect(page.getByRole('menuitem', { name: 'Galeries' })).toBeVisible();
  await features.click();
  await expect(page.getByRole('menuitem', { name: 'Galeries' })).toBeHidden();
  await features.click();
  await page.getByRole('menuitem', { name: 'Galeries' }).click();
  await expect(page).toHaveURL(/\/galeries$/);

  // Footer links lead to the right pages.
  const footerLinks: [string, string, string][] = [
    ['Fonctionnalités', '/fonctionalite', 'Fonctionnalités'],
    ['Boutiques', '/store', 'Boutiques'],
    ['Tarifs', '/tarifs', 'Tarifs'],
    ['Nous contacter', '/contact-us', 'Contactez-nous'],
  ];
  for (const [label, path, heading] of footerLinks) {
    await page.getByRole('contentinfo').getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await expect(page.getByTestId('copyright')).toContainText(String(new Date().getFullYear()));

  // Stores lists the published stores, each linking to its storefront.
  await page.goto('/stores');
  const published = (await (await request.get('/api/publics')).json()).data as { slug: string }[];
  await expect(page.getByTestId('store-card')).toHaveCount(published.length);
  if (published.length)
    await expect(page.getByTestId('store-card').first()).toHaveAttribute('href', `/${published[0]!.slug}/home`);

  // Contact: the shared rules first, then the message reaches the administrator.
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.getByText('Le champ est vide').first()).toBeVisible();
  const fullName = `Visiteur ${Date.now()}`;
  await page.getByLabel('Nom complet').fill(fullName);
  await page.getByLabel('Téléphone').fill('+226 70 11 22 33');
  await page.getByLabel('Email').fill('visiteur@exemple.com');
  await page.getByLabel('Message').fill('Bonjour, je voudrais ouvrir une boutique de pagnes. Quelle formule choisir ?');
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.getByTestId('contact-sent')).toBeVisible();

  const login = await request.post('/api/login', {
    data: { emailOrPhone: 'admin@boutique.local', password: 'Admin1234' },
  });
  const { token } = await login.json();
  const notes = await request.get('/api/admin-notifications', { headers: { Authorization: `Bearer ${token}` } });
  const list = (await notes.json()).data as { type: string; message: string }[];
  expect(list.some((n) => n.type === 'contact' && n.message.includes(fullName))).toBe(true);

  // Unknown path: the app's 404 page, with a real 404 status.
  const missing = await page.goto('/cette-page-nexiste-pas');
  expect(missing?.status()).toBe(404);
  await expect(page.getByText('Page Introuvable')).toBeVisible();
});

test('below the medium breakpoint a menu button opens the 250 px drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  const box = await drawer.boundingBox();
  expect(Math.round(box!.width)).toBe(250);
  await drawer.getByRole('link', { name: 'Boutiques' }).click();
  await expect(page).toHaveURL(/\/stores$/);
  await expect(page.getByRole('dialog')).toBeHidden();
});
