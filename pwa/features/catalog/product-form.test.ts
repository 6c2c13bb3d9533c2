import { describe, expect, it } from 'vitest';
import type { ProductJson } from '#shared/schemas/catalog';
import {
  finalImageOrder,
  removedImageIds,
  updateBody,
  validateProductValues,
  validateVariants,
  valuesFromProduct,
  variantChanges,
  variantRow,
  variantRowsFromProduct,
  type ImageItem,
} from './product-form';

const image = (id: string) => ({
  id,
  position: 0,
  width: 960,
  height: 720,
  variants: { '320': `/u/${id}` },
  url: `/u/${id}`,
});
const product: ProductJson = {
  id: 'p1',
  name: 'Robe',
  reference: null,
  description: null,
  category: null,
  categoryName: null,
  price: 10000,
  discountPrice: null,
  discountStart: null,
  discountEnd: null,
  discountActive: false,
  stock: 5,
  sizes: [],
  colors: [],
  published: true,
  imageUrl: null,
  images: [image('a'), image('b')],
  subProducts: [
    {
      id: 's1',
      productId: 'p1',
      name: 'XL',
      size: 'XL',
      color: null,
      price: 12000,
      stock: 4,
      created_at: '',
      updated_at: '',
    },
  ],
  created_at: '',
  updated_at: '',
};

describe('product form', () => {
  it('sends the stock with the value the merchant saw, only when she changed it', () => {
    const values = valuesFromProduct(product);
    expect(updateBody(values, product)).not.toHaveProperty('stock');
    expect(updateBody({ ...values, stock: '9' }, product)).toMatchObject({ stock: '9', stockSeen: 5 });
  });

  it('checks fields with the shared schema (the specification’s messages)', () => {
    const errors = validateProductValues({ ...valuesFromProduct(product), price: '12,5', stock: '2.5' });
    expect(errors).toEqual({ price: 'Uniquement des nombres ou des décimales', stock: 'Uniquement des chiffres' });
    expect(validateVariants([{ ...variantRow(), name: '', price: 'abc', stock: '1' }])).toEqual({
      'variants.0.name': 'Le champ est vide',
      'variants.0.price': 'Uniquement des nombres ou des décimales',
    });
  });

  it('accepts prices typed the way they are shown, with thousands spaces (« 15 000 »)', () => {
    expect(validateProductValues({ ...valuesFromProduct(product), price: '15 000', stock: '1 200' })).toEqual({});
    expect(validateVariants([{ ...variantRow(), name: 'M', price: '8 000', stock: '2' }])).toEqual({});
  });

  it('splits variant edits into creations, changes (stock with stockSeen) and removals', () => {
    const [row] = variantRowsFromProduct(product);
    const added = { ...variantRow(), name: 'S', price: '9000', stock: '1' };
    const changes = variantChanges([{ ...row!, stock: '7' }, added], product.subProducts);
    expect(changes.create).toEqual([added]);
    expect(changes.update).toEqual([{ id: 's1', body: { stock: '7', stockSeen: 4 } }]);
    expect(variantChanges([], product.subProducts).remove).toEqual(['s1']);
    // A row created by an earlier attempt of the same save is not created twice.
    expect(variantChanges([{ ...added, id: 'new-id' }], product.subProducts).create).toEqual([]);
  });

  it('orders the pictures as shown, new files taking the ids the server gave them', () => {
    const items: ImageItem[] = [
      { key: 'n1', kind: 'new', file: new File(['x'], 'x.png'), preview: '' },
      { key: 'b', kind: 'existing', image: image('b'), preview: '' },
    ];
    expect(finalImageOrder(items, ['c'])).toEqual(['c', 'b']);
    expect(removedImageIds(items, product)).toEqual(['a']);
  });
});
