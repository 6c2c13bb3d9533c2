import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint rule that keeps a route's screen out of the app's entry (scripts/eslint-route-chunks.js, decision 013).
const eslint = new ESLint({ cwd: process.cwd() });
const routeFile = path.resolve('pwa/routes/user/products/index.tsx');
const lint = async (code: string) =>
  (await eslint.lintText(code, { filePath: routeFile }))[0]!.messages
    .filter((m) => m.ruleId === 'boutique-routes/route-imports-stay-out-of-the-entry')
    .map((m) => m.message);

describe('a route file keeps its screen out of the entry', () => {
  it('refuses validateSearch taken from a screen module (the products list in the sign-in page)', async () => {
    const messages = await lint(`import { createFileRoute } from '@tanstack/react-router';
import { ProductsPage, readProductsSearch } from '../../../features/catalog/ProductsPage';

export const Route = createFileRoute('/user/products/')({
  validateSearch: readProductsSearch,
  component: function ProductsRoute() {
    return <ProductsPage search={Route.useSearch()} />;
  },
});
`);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('« readProductsSearch » vient de ProductsPage.tsx');
  });

  it('accepts a screen used in the component, written inline or declared apart, and helpers from a .ts module', async () => {
    expect(
      await lint(`import { createFileRoute } from '@tanstack/react-router';
import { ProductsPage } from '../../../features/catalog/ProductsPage';
import { readProductsSearch } from '../../../features/catalog/products-search';

export const Route = createFileRoute('/user/products/')({
  validateSearch: readProductsSearch,
  component: ProductsRoute,
});

function ProductsRoute() {
  return <ProductsPage search={Route.useSearch()} />;
}
`),
    ).toEqual([]);
  });
});
