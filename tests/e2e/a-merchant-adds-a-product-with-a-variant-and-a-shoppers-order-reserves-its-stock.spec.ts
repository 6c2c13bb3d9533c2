import { expect, test } from './support/fixtures';
import sharp from 'sharp';

// API journey on the real server (no browser page needed): catalogue CRUD as the merchant, an order as a shopper.
test('a merchant adds a product with a variant, and a shopper’s order reserves its stock', async ({ request }) => {
  const login = await request.post('/api/login', {
    data: { emailOrPhone: 'marchand@boutique.local', password: 'Marchand1234' },
  });
  expect(login.ok()).toBe(true);
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };

  // The demo store comes seeded with its catalogue.
  const seeded = await request.get('/api/products?perPage=1', { headers });
  expect(((await seeded.json()) as { meta: { total: number } }).meta.total).toBeGreaterThanOrEqual(12);

  const category = await request.post('/api/categories', {
    headers,
    data: { name: `Boubous ${Date.now().toString(36)}` },
  });
  expect(category.status()).toBe(201);
  const categoryId = ((await category.json()) as { data: { id: string } }).data.id;

  // A text file named .png is refused by its content.
  const fake = await request.post('/api/products', {
    headers,
    multipart: {
      name: 'Boubou',
      price: '25000',
      stock: '3',
      images: { name: 'boubou.png', mimeType: 'image/png', buffer: Buffer.from('pas une image') },
    },
  });
  expect(fake.status()).toBe(422);

  const photo = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: '#6c3483' } })
    .jpeg()
    .toBuffer();
  const created = await request.post('/api/products', {
    headers,
    multipart: {
      name: 'Grand boubou brodé',
      price: '25000.50',
      stock: '3',
      category: categoryId,
      sizes: 'M, L, XL',
      colors: '["Violet","Blanc"]',
      images: { name: 'boubou.jpg', mimeType: 'image/jpeg', buffer: photo },
    },
  });
  expect(created.status()).toBe(201);
  const product = (
    (await created.json()) as { data: { id: string; sizes: string[]; images: { variants: Record<string, string> }[] } }
  ).data;
  expect(product.sizes).toEqual(['M', 'L', 'XL']);
  const rendition = await request.get(product.images[0]!.variants['320']!);
  expect(rendition.status()).toBe(200);
  expect(rendition.headers()['content-type']).toContain('image/webp');

  const variant = await request.post(`/api/products/${product.id}/sub-products`, {
    headers,
    data: { name: 'XL violet', size: 'XL', color: 'Violet', price: '27000', stock: '2' },
  });
  expect(variant.status()).toBe(201);
  const subProductId = ((await variant.json()) as { data: { id: string } }).data.id;

  const shopper = {
    productId: product.id,
    subProductId,
    firstname: 'Mariam',
    lastname: 'Sawadogo',
    phone: '76 55 44 33',
    email: 'mariam@exemple.bf',
    city: 'Koudougou',
    // The demo store offers pickup and cash on delivery among its choices: the shopper picks them.
    delivery: 'pickup',
    payment: 'cod',
  };
  const tooMany = await request.post('/api/shop/demo/orders', { data: { ...shopper, quantity: 3 } });
  expect(tooMany.status()).toBe(422);
  expect(((await tooMany.json()) as { message: string }).message).toBe('Stock insuffisant');
  const placed = await request.post('/api/shop/demo/orders', { data: { ...shopper, quantity: 2 } });
  expect(placed.status()).toBe(201);
  const orderId = ((await placed.json()) as { data: { id: string } }).data.id;

  const order = (await (await request.get(`/api/orders/${orderId}`, { headers })).json()) as {
    data: { status: string; total: number; phone: string };
  };
  expect(order.data).toMatchObject({ status: 'pending', total: 54000, phone: '+22676554433' });
  const afterOrder = (await (await request.get(`/api/products/${product.id}/sub-products`, { headers })).json()) as {
    data: { stock: number }[];
  };
  expect(afterOrder.data[0]!.stock).toBe(0);

  // Cancelling gives the stock back.
  const canceled = await request.put(`/api/orders/${orderId}`, {
    headers,
    data: { status: 'canceled', message: 'Rupture chez le tailleur' },
  });
  expect(canceled.status()).toBe(200);
  const afterCancel = (await (await request.get(`/api/products/${product.id}/sub-products`, { headers })).json()) as {
    data: { stock: number }[];
  };
  expect(afterCancel.data[0]!.stock).toBe(2);
});
