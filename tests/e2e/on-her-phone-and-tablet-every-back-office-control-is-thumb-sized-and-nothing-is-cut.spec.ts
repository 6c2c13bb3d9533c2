import type { Page, TestInfo } from '@playwright/test';
import { ADMIN, expect, signInInPage, test } from './support/fixtures';
import { auditScreen, settle, settleAfterResize, type ScreenAudit } from './support/screen-audit';
import { ADMIN_SCREENS, ATELIER_SCREENS, DETAIL_FROM_LIST, MERCHANT_SCREENS } from './support/back-office-screens';
import { DEMO, waitForStorefront } from './support/storefront-helpers';

// On a 390 px phone and an 800 px tablet (touch screens both) every interactive control of every back-office screen,
// and of the storefront's home and product page, is at least 44×44 px; at 390 and 800 px no screen scrolls sideways and no amount, date, name, field value or button label is cut; every screen
// highlights exactly one menu entry. The demo merchant has every screen filled, atelier included; each screen is
// screenshotted (in the test's output folder) for a look.
const MERCHANT = { email: 'marchand@boutique.local', password: 'Marchand1234' };

const SIZES = { phone: { width: 390, height: 844 }, tablet: { width: 800, height: 1280 } } as const;

/**
 * Opens each screen once, measures it on the phone, then turns the same page into the tablet's size and measures it
 * again (a resize instead of a second load of every screen: the journey took about 3 minutes with two). The detail
 * page of a list (DETAIL_FROM_LIST) is found on the list as it is visited, and visited after the other screens.
 */
async function visit(page: Page, testInfo: TestInfo, screens: string[]) {
  const problems: string[] = [];
  const queue = [...screens];
  for (let i = 0; i < queue.length; i++) {
    const screen = queue[i]!;
    await page.setViewportSize(SIZES.phone);
    await page.goto(screen);
    await settle(page);
    const detail = DETAIL_FROM_LIST.find((d) => d.list === screen);
    if (detail) {
      const hrefs = await page.$$eval('a[href]', (as) => as.map((a) => a.getAttribute('href') ?? ''));
      const found = hrefs.find((h) => detail.link.test(h));
      if (found) queue.push(found);
    }
    problems.push(...(await measure(page, testInfo, screen, 390)));
    await page.setViewportSize(SIZES.tablet);
    await settleAfterResize(page);
    problems.push(...(await measure(page, testInfo, screen, 800)));
  }
  return problems;
}

/** What a screen's audit found, one line each, prefixed with where (« 390 /user/orders »). */
function problemsOf(found: ScreenAudit, where: string): string[] {
  return [
    ...found.small.map((s) => `${where}: petite cible ${s}`),
    ...found.cut.map((s) => `${where}: texte coupé ${s}`),
    ...(found.overflow > 0 ? [`${where}: la page déborde de ${found.overflow} px`] : []),
  ];
}

async function measure(page: Page, testInfo: TestInfo, screen: string, width: 390 | 800) {
  const problems = problemsOf(await auditScreen(page), `${width} ${screen}`);
  // One entry of the menu is the current one (the side menu from 768 px, the bottom bar or « Plus » below).
  if (width === 800) {
    const current = page.getByRole('navigation', { name: 'Navigation principale' }).locator('[aria-current=page]');
    const count = await current.count();
    if (count !== 1) problems.push(`${width} ${screen}: ${count} entrées du menu en surbrillance`);
  }
  await page.screenshot({ path: testInfo.outputPath(`${width}${screen.replaceAll('/', '_')}.png`) });
  return problems;
}

test.describe('on her phone and tablet every back-office control is thumb-sized and nothing is cut', () => {
  // A phone and a tablet are touch screens: their main pointer is a finger (`pointer: coarse`).
  test.use({ hasTouch: true });
  // The longest journey of the suite: its screen groups are independent (each signs in on its own page), so with
  // several workers they are shared out instead of all waiting for one worker.
  test.describe.configure({ mode: 'parallel' });

  test('the merchant’s shop and storefront screens', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInInPage(page, MERCHANT.email, MERCHANT.password, /\/user\/dashboard$/);
    const problems = await visit(page, testInfo, MERCHANT_SCREENS);
    expect(problems).toEqual([]);
  });

  test('the storefront’s home and a product page with its reviews, as a shopper’s thumb meets them', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(150_000);
    await waitForStorefront(request, DEMO.slug);
    await page.setViewportSize(SIZES.phone);
    await page.goto(`/${DEMO.slug}`);
    await expect(page.getByText(/Voir tous les produits \(\d+\)/)).toBeVisible();
    const problems: string[] = [];
    problems.push(...problemsOf(await auditScreen(page), '390 accueil'));
    await page.screenshot({ path: testInfo.outputPath('390_storefront_home.png') });
    // The product page whose reviews give an average (« 4,7/5 · 3 avis »).
    const products = await page.$$eval(`a[href*="/${DEMO.slug}/products/"]`, (as) =>
      [...new Set(as.map((a) => a.getAttribute('href') ?? ''))].filter(Boolean),
    );
    let reviewed = false;
    for (const href of products) {
      await page.goto(href);
      if ((await page.locator('p.avg a').count()) === 0) continue;
      reviewed = true;
      problems.push(...problemsOf(await auditScreen(page), `390 ${href}`));
      await page.screenshot({ path: testInfo.outputPath('390_storefront_product.png') });
      break;
    }
    expect(reviewed, 'un produit de la démo a des avis').toBe(true);
    expect(problems).toEqual([]);
  });

  test('the atelier’s screens', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInInPage(page, MERCHANT.email, MERCHANT.password, /\/user\/dashboard$/);
    const problems = await visit(page, testInfo, ATELIER_SCREENS);
    expect(problems).toEqual([]);
  });

  test('the administrator’s screens', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInInPage(page, ADMIN.email, ADMIN.password, /\/admin\/dashboard$/);
    const problems = await visit(page, testInfo, ADMIN_SCREENS);
    expect(problems).toEqual([]);
  });

  test('on a phone the bottom bar holds 4 screens and « Plus » opens the whole grouped menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInInPage(page, MERCHANT.email, MERCHANT.password, /\/user\/dashboard$/);
    const bar = page.getByRole('navigation', { name: 'Raccourcis' });
    await expect(bar.getByTestId('bottom-bar-entry')).toHaveCount(4);
    await expect(bar.locator('[aria-current=page]')).toHaveText('Tableau de bord');
    await bar.getByRole('button', { name: /Plus/ }).click();
    const menu = page.getByRole('dialog').getByRole('navigation', { name: 'Navigation principale' });
    for (const group of ['Boutique', 'Vitrine', 'Atelier', 'Argent', 'Réglages'])
      await expect(menu.getByRole('region', { name: group })).toBeVisible();
    await menu.getByRole('link', { name: 'Tissus' }).click();
    await expect(page).toHaveURL(/\/user\/atelier\/fabric\/list$/);
    await expect(page.getByRole('dialog')).toBeHidden();
    // « Plus » is the current entry of the bar when the screen is not one of its 4.
    await expect(bar.getByRole('button', { name: /Plus/ })).toBeVisible();
  });
});
