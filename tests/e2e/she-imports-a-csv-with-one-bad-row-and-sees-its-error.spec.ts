import { expect, test } from './support/fixtures';

// CSV import: the preview shows the bad line's French error, nothing is imported until it is fixed.
test('she imports a CSV with one bad row and sees its error', async ({ page, request, signedInMerchant }) => {
  const csv = ['Nom;Prix;Stock;Catégorie', 'Robe wax;15000;4;Robes', 'Pagne;12a;3;Pagnes', 'Boubou;20000;2;'].join(
    '\r\n',
  );
  await page.goto('/user/products');
  await page.getByRole('button', { name: 'Importer (CSV)' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('import-pick').click();
  await (await chooser).setFiles({ name: 'catalogue.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByTestId('import-preview')).toContainText('2 à créer');
  await expect(page.getByTestId('import-line-3')).toContainText('Prix : Uniquement des nombres ou des décimales');
  await expect(page.getByRole('button', { name: 'Corrigez les lignes en erreur' })).toBeDisabled();
  const mirror = await request.get('/api/catalog/mirror', {
    headers: { authorization: `Bearer ${signedInMerchant.token}` },
  });
  expect((await mirror.json()).products).toEqual([]);
});
