import { expect, signInInPage, test } from './support/fixtures';

// A tailor works from a 390 px phone: no button of her screens may be cut at the edge of its card or of the screen
// (« Enregistrer et prendre les mesures » was). The demo merchant has every screen filled, atelier included.
const SCREENS = [
  '/user/dashboard',
  '/user/orders',
  '/user/orders/new',
  '/user/customers',
  '/user/products',
  '/user/products/new',
  '/user/sync',
  '/user/settings/settings',
  '/user/atelier/dashboard',
  '/user/atelier/costumer/customers',
  '/user/atelier/costumer/addnewcustomer',
  '/user/atelier/orders/orders',
  '/user/atelier/orders/addnew',
  '/user/atelier/fabric/list',
  '/user/atelier/staff/lists',
  '/user/atelier/transaction/list',
];

test('on her phone the tailor sees every button of her screens whole', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInInPage(page, 'marchand@boutique.local', 'Marchand1234', /\/user\/dashboard$/);
  const cut: string[] = [];
  for (const screen of SCREENS) {
    await page.goto(screen);
    await expect(page.getByTestId('frame-title')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const found = await page.evaluate(() => {
      const width = window.innerWidth;
      return [...document.querySelectorAll('main button, main a.mantine-Button-root')]
        .filter((el) => {
          const box = el.getBoundingClientRect();
          if (box.width === 0) return false;
          // Inside a strip that scrolls sideways (the order status tabs), reaching past the edge is by design.
          for (let up = el.parentElement; up; up = up.parentElement) {
            if (['auto', 'scroll'].includes(getComputedStyle(up).overflowX)) return false;
          }
          const label = el.querySelector('.mantine-Button-label') ?? el;
          return label.scrollWidth > label.clientWidth + 1 || box.right > width + 1;
        })
        .map((el) => (el as HTMLElement).innerText.trim() || el.getAttribute('aria-label') || '?');
    });
    cut.push(...found.map((text) => `${screen}: ${text}`));
  }
  expect(cut).toEqual([]);
});
