import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogCsvRows, IMPORT_EMPTY } from '#shared/catalog-csv';
import { REFERENCE_INVALID, REFERENCE_TAKEN, type ProductJson } from '#shared/schemas/catalog';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { createCategory, createMerchant, createProduct } from '../testing/factories';
import { REFERENCE_UNKNOWN, VARIANT_ORPHAN } from '#shared/catalog-csv';

// CSV import of the catalogue: a preview that writes nothing, per-line French errors, creates and updates by
// reference, everything in one transaction or nothing, the plan's limit, and another store's references unknown.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

const send = (token: string, rows: Record<string, string | undefined>[], confirm = false) =>
  requestJson(t.app, 'POST', '/api/catalog/import', { rows, confirm }, token);
const mirror = async (token: string) =>
  (await requestJson(t.app, 'GET', '/api/catalog/mirror', undefined, token)).data.products as ProductJson[];

describe('catalogue CSV import', () => {
  it('previews without writing, then creates and updates by reference in one go (an exported file round-trips)', async () => {
    const m = await createMerchant(t.db, t.config, { plan: 'entreprise' });
    const cat = await createCategory(t.db, m.storeId, { name: 'Tissus' });
    const robe = await createProduct(t.db, m.storeId, {
      name: 'Robe',
      categoryId: cat,
      price: 12000,
      stock: 4,
      variant: { name: 'Taille L', size: 'L', price: 13000, stock: 2 },
    });
    const exported = catalogCsvRows(await mirror(m.token));
    // The exported file, unchanged, changes nothing.
    const same = await send(m.token, exported);
    expect(same.status).toBe(200);
    expect(same.data.data.summary).toEqual({ create: 0, update: 0, unchanged: 2, errors: 0 });

    const edited = exported.map((r) => ({ ...r }));
    edited[0]!['Prix'] = '12 500'; // as a spreadsheet writes it
    edited[1]!['Stock de la variante'] = '7';
    const rows = [
      ...edited,
      { Nom: 'Pagne wax', Prix: '3500,50', Stock: '10', Catégorie: 'Pagnes', Tailles: 'S, M', Publié: 'non' },
      {
        Variante: 'Rouge',
        'Couleur de la variante': 'Rouge',
        'Prix de la variante': '3600',
        'Stock de la variante': '3',
      },
    ];
    const preview = await send(m.token, rows);
    expect(preview.status).toBe(200);
    expect(preview.data.data.summary).toEqual({ create: 2, update: 2, unchanged: 0, errors: 0 });
    expect(preview.data.data.lines[0].changes).toEqual(['Prix : 12000 → 12500']);
    expect(preview.data.data.lines[1].changes).toEqual(['Stock de la variante : 2 → 7']);
    expect(preview.data.data.newCategories).toEqual(['Pagnes']);
    expect((await mirror(m.token)).map((p) => p.name)).toEqual(['Robe']); // nothing written yet

    const done = await send(m.token, rows, true);
    expect(done.status, JSON.stringify(done.data)).toBe(200);
    expect(done.data.data.applied).toBe(true);
    const after = await mirror(m.token);
    const updated = after.find((p) => p.id === robe.productId)!;
    expect(updated.price).toBe(12500);
    expect(updated.subProducts.map((s) => s.stock)).toEqual([7]);
    const pagne = after.find((p) => p.name === 'Pagne wax')!;
    expect(pagne).toMatchObject({
      price: 3500.5,
      stock: 10,
      categoryName: 'Pagnes',
      sizes: ['S', 'M'],
      published: false,
    });
    expect(pagne.subProducts.map((s) => [s.name, s.color, s.price, s.stock])).toEqual([['Rouge', 'Rouge', 3600, 3]]);
    // The storefront's republish was queued with the import.
    const jobs = await t.db.selectFrom('publish_jobs').selectAll().where('store_id', '=', m.storeId).execute();
    expect(jobs.length).toBeGreaterThan(0);
  });

  it('shows each bad line’s French errors and writes nothing, not even the good lines, when confirmed', async () => {
    const m = await createMerchant(t.db, t.config, { plan: 'entreprise' });
    const other = await createMerchant(t.db, t.config);
    const foreign = await createProduct(t.db, other.storeId);
    const rows = [
      { Nom: 'Bon produit', Prix: '1000', Stock: '5' },
      { Nom: '', Prix: '12a', Stock: '-3', 'Prix réduit': '' },
      { Référence: foreign.productId, Nom: 'Pas à moi', Prix: '10', Stock: '1' },
      { Nom: 'Cher', Prix: '100', 'Prix réduit': '200', Stock: '1', Publié: 'peut-être' },
    ];
    const preview = await send(m.token, rows);
    const lines = preview.data.data.lines;
    expect(lines.map((l: { action: string }) => l.action)).toEqual(['create', 'error', 'error', 'error']);
    expect(lines[1].line).toBe(3);
    expect(lines[1].errors).toEqual([
      'Nom : Le champ est vide',
      'Prix : Uniquement des nombres ou des décimales',
      'Stock : Uniquement des chiffres',
    ]);
    expect(lines[2].errors).toEqual([REFERENCE_UNKNOWN]); // another store's product is as unknown as a missing one
    expect(lines[3].errors).toEqual([
      'Publié : écrivez « oui » ou « non ».',
      'Prix réduit : Le prix réduit doit être inférieur au prix',
    ]);

    const refused = await send(m.token, rows, true);
    expect(refused.status).toBe(422);
    expect(refused.data.message).toBe("Rien n'a été importé : 3 lignes à corriger.");
    expect(await mirror(m.token)).toEqual([]);
    const theirs = await t.db
      .selectFrom('products')
      .select('name')
      .where('id', '=', foreign.productId)
      .executeTakeFirst();
    expect(theirs?.name).toBe('Boubou brodé');
  });

  it('refuses a variant line with no product above it, an empty file, and a file past the plan’s limit', async () => {
    const m = await createMerchant(t.db, t.config); // free: 10 products
    const orphan = await send(m.token, [
      { Variante: 'Rouge', 'Prix de la variante': '10', 'Stock de la variante': '1' },
    ]);
    expect(orphan.data.data.lines[0].errors).toEqual([VARIANT_ORPHAN]);
    const empty = await send(m.token, []);
    expect(empty.status).toBe(422);
    expect(empty.data.errors.rows).toEqual([IMPORT_EMPTY]);

    for (let i = 0; i < 9; i++) await createProduct(t.db, m.storeId);
    const two = [
      { Nom: 'A', Prix: '1', Stock: '1' },
      { Nom: 'B', Prix: '1', Stock: '1' },
    ];
    const over = await send(m.token, two, true);
    expect(over.status).toBe(403);
    expect(over.data.message).toBe(
      'Votre plan Gratuit permet 10 produits au maximum. Passez au plan Starter pour en ajouter davantage. Ce fichier en crée 2.',
    );
    expect((await mirror(m.token)).length).toBe(9);
  });

  it('matches her own references (SKU): a new one creates the product that carries it, the next import updates it', async () => {
    const m = await createMerchant(t.db, t.config, { plan: 'entreprise' });
    const sheet = [
      { Référence: 'RB-001', Nom: 'Robe bogolan', Prix: '15000', Stock: '3' },
      { Référence: 'RB-001', Variante: 'Grande', 'Prix de la variante': '16000', 'Stock de la variante': '1' },
      { Référence: 'PG 12', Nom: 'Pagne', Prix: '4000', Stock: '9' },
      { Référence: 'mauvaise*ref', Nom: 'X', Prix: '1', Stock: '1' },
    ];
    const bad = await send(m.token, sheet);
    expect(bad.data.data.lines[3].errors).toEqual([REFERENCE_INVALID]);
    const first = await send(m.token, sheet.slice(0, 3), true);
    expect(first.status, JSON.stringify(first.data)).toBe(200);
    expect(first.data.data.summary).toMatchObject({ create: 3, errors: 0 });
    const made = await mirror(m.token);
    const robe = made.find((p) => p.reference === 'RB-001')!;
    expect(robe.subProducts.map((s) => s.name)).toEqual(['Grande']);
    // The same sheet a week later, the stock counted again: updates, no duplicate; the export carries her codes.
    const again = await send(m.token, [{ ...sheet[0], Stock: '2' }, sheet[2]!], true);
    expect(again.data.data.summary).toMatchObject({ create: 0, update: 1, unchanged: 1 });
    const after = await mirror(m.token);
    expect(after).toHaveLength(2);
    expect(after.find((p) => p.id === robe.id)!.stock).toBe(2);
    expect(catalogCsvRows(after).map((r) => r['Référence'])).toEqual(expect.arrayContaining(['RB-001', 'PG 12']));
  });

  it('keeps a reference unique in a store (422 on the field), free in another store and after a delete', async () => {
    const m = await createMerchant(t.db, t.config, { plan: 'entreprise' });
    const other = await createMerchant(t.db, t.config, { plan: 'entreprise' });
    const a = await createProduct(t.db, m.storeId, { name: 'A' });
    const b = await createProduct(t.db, m.storeId, { name: 'B' });
    const put = (token: string, id: string, reference: string) =>
      requestJson(t.app, 'PUT', `/api/products/${id}`, { reference }, token);
    expect((await put(m.token, a.productId, ' SAC-9 ')).status).toBe(200);
    const taken = await put(m.token, b.productId, 'SAC-9');
    expect(taken.status).toBe(422);
    expect(taken.data.errors).toEqual({ reference: [REFERENCE_TAKEN] });
    const theirs = await createProduct(t.db, other.storeId);
    expect((await put(other.token, theirs.productId, 'SAC-9')).status).toBe(200);
    const found = await requestJson(t.app, 'GET', '/api/products?search=sac-9', undefined, m.token);
    expect(found.data.data.map((p: ProductJson) => [p.name, p.reference])).toEqual([['A', 'SAC-9']]);
    expect((await requestJson(t.app, 'DELETE', `/api/products/${a.productId}`, undefined, m.token)).status).toBe(200);
    expect((await put(m.token, b.productId, 'SAC-9')).status).toBe(200);
  });
});
