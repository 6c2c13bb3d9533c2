import { test, expect } from './support/fixtures';
import { DEMO, waitForStorefront } from './support/storefront-helpers';

// The first test waits for the demo store's first publication (an Astro build).
test.describe.configure({ timeout: 120_000 });

test('a shopper browses the demo storefront: four pages with the name, logo, products and footer links', async ({
  page,
  request,
}) => {
  await waitForStorefront(request, DEMO.slug);

  // /{slug} is the home itself (no redirect).
  await page.goto(`/${DEMO.slug}`);
  await expect(page).toHaveURL(new RegExp(`/${DEMO.slug}$`));
  await expect(page).toHaveTitle(DEMO.name);

  const checkFrame = async () => {
    // The logo beside the name says nothing more: its alt is empty (the name is the link's text).
    await expect(page.getByRole('banner').locator('img.logo')).toHaveAttribute('alt', '');
    await expect(page.getByRole('banner').getByRole('link', { name: DEMO.name })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    for (const [label, href] of [
      ['Accueil', ''],
      ['Produits', '/products'],
      ['Contact', '/contact'],
    ]) {
      await expect(footer.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'href',
        `/${DEMO.slug}${href}`,
      );
    }
    // The demo's own networks are links; the ones it left empty are not shown (never a link to « # »).
    for (const social of ['WhatsApp', 'Facebook', 'Instagram']) {
      await expect(footer.getByRole('link', { name: social })).toHaveAttribute('href', /^https:\/\//);
    }
    for (const empty of ['YouTube', 'TikTok']) await expect(footer.getByRole('link', { name: empty })).toHaveCount(0);
    await expect(footer.locator('a[href="#"]')).toHaveCount(0);
  };

  await checkFrame();
  // The demo store is personalized: its home opens on the hero's title (the store's name is in the banner).
  await expect(page.getByRole('heading', { level: 1, name: 'Le pagne et le boubou, cousus pour vous' })).toBeVisible();
  // Every home section is filled (README): hero background, about with its picture (its title is the meta and og
  // description), testimonies, and the gallery linked from the navigation.
  await expect(page.locator('img.hero-bg')).toBeVisible();
  const aboutTitle = 'Atelier de couture et boutique de pagnes à Ouagadougou';
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', aboutTitle);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', aboutTitle);
  await expect(page.getByRole('img', { name: aboutTitle })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ils nous font confiance' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Galerie' }),
  ).toBeVisible();
  const firstCard = page.locator('.card a').first();
  await expect(firstCard).toBeVisible();
  const productName = (await firstCard.locator('.name').textContent())!.trim();

  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Collections' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/${DEMO.slug}/products$`));
  await checkFrame();
  await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
  await page.getByRole('link', { name: productName }).first().click();

  await expect(page).toHaveURL(new RegExp(`/${DEMO.slug}/products/[\\w-]+$`));
  await checkFrame();
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await expect(page.getByText(/F\sCFA/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Commander' })).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${DEMO.slug}/contact$`));
  await checkFrame();
  await expect(page.getByRole('button', { name: 'Envoyer' })).toBeVisible();

  // The phone's menu (a drawer over the page: tests/e2e/on-her-phone-a-shopper-opens-the-store-menu-*.spec.ts).
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(
    page.getByRole('navigation', { name: 'Menu mobile' }).getByRole('link', { name: 'Collections' }),
  ).toBeVisible();
});

test('an unknown storefront address answers a 404 page', async ({ request }) => {
  const res = await request.get('/boutique-qui-n-existe-pas/home');
  expect(res.status()).toBe(404);
});

test('a shopper writes to the merchant from the contact page', async ({ page, request }) => {
  await waitForStorefront(request, DEMO.slug);
  await page.goto(`/${DEMO.slug}/contact`);
  const form = page.locator('form');
  await form.getByRole('button', { name: 'Envoyer' }).click();
  await expect(form.getByText('Le champ est vide').first()).toBeVisible();
  await form.getByLabel('Nom complet').fill('Mariam Sawadogo');
  await form.getByLabel('E-mail').fill('pas-un-email');
  await form.getByLabel('Téléphone').fill('70 12 34 56');
  await form.getByLabel('Message').fill('Avez-vous ce pagne en bleu ?');
  await form.getByRole('button', { name: 'Envoyer' }).click();
  await expect(form.getByText('Email Incorrect')).toBeVisible();
  await form.getByLabel('E-mail').fill('mariam@client.test');
  await form.getByRole('button', { name: 'Envoyer' }).click();
  const outcome = form.locator('.notice');
  await expect(outcome).toBeVisible({ timeout: 20_000 });
  expect(await outcome.getAttribute('role'), (await outcome.textContent()) ?? '').toBe('status');
  await expect(form.getByLabel('Message')).toHaveValue('');
});
