import type { Page, TestInfo } from '@playwright/test';
import { ADMIN, expect, signInInPage, test } from './support/fixtures';
import { auditScreen, settle } from './support/screen-audit';
import { ADMIN_SCREENS, ATELIER_SCREENS, DETAIL_FROM_LIST, MERCHANT_SCREENS } from './support/back-office-screens';

// Issue 21: on a 390 px phone every interactive control of every back-office screen is at least 44×44 px; at 390 and
// 800 px no screen scrolls sideways and no amount, date, name, field value or button label is cut; every screen
// highlights exactly one menu entry. The demo merchant has every screen filled, atelier included; each screen is
// screenshotted (in the test's output folder) for a look.
const MERCHANT = { email: 'marchand@boutique.local', password: 'Marchand1234' };

async function withDetails(page: Page, screens: string[]): Promise<string[]> {
  const all = [...screens];
  for (const { list, link } of DETAIL_FROM_LIST) {
    if (!screens.includes(list)) continue;
    await page.goto(list);
    await settle(page);
    const hrefs = await page.$$eval('a[href]', (as) => as.map((a) => a.getAttribute('href') ?? ''));
    const found = hrefs.find((h) => link.test(h));
    if (found) all.push(found);
  }
  return all;
}

async function visit(page: Page, testInfo: TestInfo, screens: string[], width: 390 | 800) {
  await page.setViewportSize({ width, height: width === 390 ? 844 : 1280 });
  const problems: string[] = [];
  for (const screen of screens) {
    await page.goto(screen);
    await settle(page);
    const found = await auditScreen(page);
    if (width === 390) problems.push(...found.small.map((s) => `${width} ${screen}: petite cible ${s}`));
    problems.push(...found.cut.map((s) => `${width} ${screen}: texte coupé ${s}`));
    if (found.overflow > 0) problems.push(`${width} ${screen}: la page déborde de ${found.overflow} px`);
    // One entry of the menu is the current one (the side menu from 768 px, the bottom bar or « Plus » below).
    if (width === 800) {
      const current = page.getByRole('navigation', { name: 'Navigation principale' }).locator('[aria-current=page]');
      const count = await current.count();
      if (count !== 1) problems.push(`${width} ${screen}: ${count} entrées du menu en surbrillance`);
    }
    await page.screenshot({ path: testInfo.outputPath(`${width}${screen.replaceAll('/', '_')}.png`) });
  }
  return problems;
}

test.describe('on her phone and tablet every back-office control is thumb-sized and nothing is cut', () => {
  test('the merchant’s shop and storefront screens', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInInPage(page, MERCHANT.email, MERCHANT.password, /\/user\/dashboard$/);
    const screens = await withDetails(page, MERCHANT_SCREENS);
    const problems = [...(await visit(page, testInfo, screens, 390)), ...(await visit(page, testInfo, screens, 800))];
    expect(problems).toEqual([]);
  });

  test('the atelier’s screens', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInInPage(page, MERCHANT.email, MERCHANT.password, /\/user\/dashboard$/);
    const screens = await withDetails(page, ATELIER_SCREENS);
    const problems = [...(await visit(page, testInfo, screens, 390)), ...(await visit(page, testInfo, screens, 800))];
    expect(problems).toEqual([]);
  });

  test('the administrator’s screens', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInInPage(page, ADMIN.email, ADMIN.password, /\/admin\/dashboard$/);
    const screens = await withDetails(page, ADMIN_SCREENS);
    const problems = [...(await visit(page, testInfo, screens, 390)), ...(await visit(page, testInfo, screens, 800))];
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
