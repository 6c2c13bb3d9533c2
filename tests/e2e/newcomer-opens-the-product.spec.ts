import { test, expect } from './support/fixtures';

test('a newcomer starts the server and it serves a page and /api/health', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok' });
  await page.goto('/');
  await expect(page.getByText('Vendre plus, en toute securité').first()).toBeVisible();
});
