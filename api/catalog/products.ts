import { Hono } from 'hono';
import { IMAGE_REQUIRED } from '#shared/messages';
import {
  IMAGE_DELETED,
  IMAGE_ORDER_SAVED,
  IMAGES_ADDED,
  PRODUCT_CREATED,
  PRODUCT_DELETED,
  PRODUCT_UPDATED,
  imageOrderSchema,
  PRODUCT_SORTS,
  productSchema,
  productUpdateSchema,
  STOCK_FILTERS,
} from '#shared/schemas/catalog';
import type { AppEnv } from '../context';
import { unprocessable } from '../http/errors';
import { NO_FIELDS, readValidBody, type RawBody } from '../http/validate';
import { pickOne, readPaging } from '../http/paging';
import { merchantGuards } from '../auth/guards';
import { orderJson } from '../orders/order-json';
import { writeAndPublish } from './write-and-publish';
import { checkProductImages, removeImageVariants } from './product-images';
import { parsePreview } from '../uploads/preview-picture';
import {
  addProductImages,
  findOwnProduct,
  insertProduct,
  listProducts,
  loadProductJson,
  reorderImages,
  renderImages,
  updateProduct,
  withRenderedImages,
} from './product-service';
import { subProductRoutes } from './sub-products';
import { assertProductRoom } from './catalog-repository';
import {
  deleteProductImage,
  findOwnProductImage,
  listProductImages,
  ordersWithProduct,
  softDeleteProduct,
} from './product-repository';
import { imageJson } from './serialize';
import { filesOf } from '../storage/files-of';

/** Form fields that carry product image files (a PWA may name them either way). */
const IMAGE_FIELDS = ['images', 'image', 'imageUrl'] as const;

/** At least one image, each a JPG, PNG or GIF of at most 5 MB judged by its content. */
function requiredImages(body: RawBody) {
  if (body.files.length === 0) throw unprocessable({ images: [IMAGE_REQUIRED] });
  return checkProductImages(body.files);
}

/**
 * /api/products — the merchant's products and their images (store from the token).
 * Create and update take JSON or a multipart form; images (JPG, PNG or GIF ≤ 5 MB, checked by content) go under
 * `images` (or `image`), are required on create and appended on update. Sub-products are part of this resource.
 */
export function productRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use('*', ...merchantGuards);
  routes.route('/:id/sub-products', subProductRoutes());

  routes.get('/', async (c) => {
    const paging = readPaging((n) => c.req.query(n));
    const result = await listProducts(c.var.deps.db, c.var.storeId, {
      ...paging,
      category: c.req.query('category') || undefined,
      search: c.req.query('search')?.trim() || undefined,
      stock: pickOne(c.req.query('stock'), STOCK_FILTERS),
      sort: pickOne(c.req.query('sort'), PRODUCT_SORTS),
    });
    return c.json(result);
  });

  routes.post('/', async (c) => {
    const { db, config } = c.var.deps;
    const storeId = c.var.storeId;
    // Field errors and missing or bad images are reported together, so the form shows everything to fix at once.
    const { data: input, checked } = await readValidBody(c, productSchema, {
      files: IMAGE_FIELDS,
      check: requiredImages,
    });
    // The plan's product limit, before the pictures are rendered, and again in the write (two saves at once).
    await assertProductRoom(db, storeId);
    const rendered = await renderImages(checked, filesOf(config));
    const id = await withRenderedImages(filesOf(config), rendered, () =>
      writeAndPublish(db, storeId, async (trx) => {
        await assertProductRoom(trx, storeId);
        return insertProduct(trx, storeId, input, rendered);
      }),
    );
    return c.json({ message: PRODUCT_CREATED, data: await loadProductJson(db, storeId, id) }, 201);
  });

  routes.get('/:id', async (c) => {
    return c.json({ data: await loadProductJson(c.var.deps.db, c.var.storeId, c.req.param('id')) });
  });

  routes.put('/:id', async (c) => {
    const { db, config } = c.var.deps;
    const storeId = c.var.storeId;
    const productId = c.req.param('id');
    await findOwnProduct(db, storeId, productId);
    const { data: input, checked } = await readValidBody(c, productUpdateSchema, {
      files: IMAGE_FIELDS,
      check: (body) => checkProductImages(body.files),
    });
    const rendered = await renderImages(checked, filesOf(config));
    await withRenderedImages(filesOf(config), rendered, () =>
      writeAndPublish(db, storeId, (trx) => updateProduct(trx, storeId, productId, input, rendered)),
    );
    return c.json({ message: PRODUCT_UPDATED, data: await loadProductJson(db, storeId, productId) });
  });

  /** Soft delete (offline clients and the published snapshot may still hold its id; images stay until purged). */
  routes.delete('/:id', async (c) => {
    const { db } = c.var.deps;
    const storeId = c.var.storeId;
    const product = await findOwnProduct(db, storeId, c.req.param('id'));
    await writeAndPublish(db, storeId, (trx) => softDeleteProduct(trx, storeId, product.id));
    return c.json({ message: PRODUCT_DELETED });
  });

  routes.post('/:id/images', async (c) => {
    const { db, config } = c.var.deps;
    const storeId = c.var.storeId;
    const productId = c.req.param('id');
    await findOwnProduct(db, storeId, productId);
    const { checked } = await readValidBody(c, NO_FIELDS, { files: IMAGE_FIELDS, check: requiredImages });
    const rendered = await renderImages(checked, filesOf(config));
    await withRenderedImages(filesOf(config), rendered, () =>
      writeAndPublish(db, storeId, (trx) => addProductImages(trx, storeId, productId, rendered)),
    );
    const images = await listProductImages(db, productId);
    return c.json({ message: IMAGES_ADDED, data: images.map(imageJson) }, 201);
  });

  /** New order of the pictures; the first one is the main picture (the storefront's card and first image). */
  routes.put('/:id/images/order', async (c) => {
    const { db } = c.var.deps;
    const storeId = c.var.storeId;
    const productId = c.req.param('id');
    const { data: input } = await readValidBody(c, imageOrderSchema);
    await findOwnProduct(db, storeId, productId);
    await writeAndPublish(db, storeId, (trx) => reorderImages(trx, storeId, productId, input.ids));
    return c.json({ message: IMAGE_ORDER_SAVED, data: await loadProductJson(db, storeId, productId) });
  });

  /** The orders that include this product, newest first (the product detail screen). */
  routes.get('/:id/orders', async (c) => {
    const { db } = c.var.deps;
    const product = await findOwnProduct(db, c.var.storeId, c.req.param('id'));
    const rows = await ordersWithProduct(db, c.var.storeId, product.id);
    return c.json({ data: rows.map(orderJson) });
  });

  routes.delete('/:id/images/:imageId', async (c) => {
    const { db, config } = c.var.deps;
    const storeId = c.var.storeId;
    const product = await findOwnProduct(db, storeId, c.req.param('id'));
    const image = await findOwnProductImage(db, storeId, product.id, c.req.param('imageId'));
    await writeAndPublish(db, storeId, (trx) => deleteProductImage(trx, product.id, image.id));
    await removeImageVariants(filesOf(config), image.variants, parsePreview(image.preview));
    return c.json({ message: IMAGE_DELETED });
  });

  return routes;
}
