import { Hono, type Context } from 'hono';
import { IMAGE_REQUIRED } from '#shared/messages';
import { IMAGE_MAX_BYTES } from '#shared/constants';
import {
  TESTIMONY_CREATED,
  TESTIMONY_DELETED,
  TESTIMONY_FORMAT_INVALID,
  TESTIMONY_HIDDEN,
  TESTIMONY_NOT_FOUND,
  TESTIMONY_PRODUCT_UNKNOWN,
  TESTIMONY_SHOWN,
  TESTIMONY_UPDATED,
  TESTIMONY_IMAGE_FORMATS,
  TESTIMONY_IMAGE_WIDTHS,
  TESTIMONY_TYPES,
  testimonySchema,
  testimonyVisibilitySchema,
  type TestimonyType,
} from '#shared/schemas/testimony';
import { merchantGuards } from '../auth/guards';
import { writeAndPublish } from '../catalog/write-and-publish';
import type { AppEnv } from '../context';
import { ApiError, notFound, unprocessable } from '../http/errors';
import { readValidBody } from '../http/validate';
import { imageTypeMessage, readImageUpload, type CheckedImage } from '../uploads/images';
import { removeFiles, renderRenditions, type Renditions } from '../uploads/renditions';
import {
  deleteTestimony,
  findTestimony,
  insertTestimony,
  listTestimonies,
  ownProductExists,
  setTestimonyVisible,
  toDto,
  updateTestimony,
} from './testimony-repository';
import { filesOf } from '../storage/files-of';
import type { FileStore } from '../storage/files';

/** The picture of an image testimony: JPEG or PNG by content ('Format invalide'), at most 5 MB. */
async function checkImage(file: unknown): Promise<CheckedImage> {
  try {
    return await readImageUpload(file, { maxBytes: IMAGE_MAX_BYTES, formats: [...TESTIMONY_IMAGE_FORMATS] });
  } catch (err) {
    if (err instanceof ApiError && err.errors?.image?.[0] === imageTypeMessage([...TESTIMONY_IMAGE_FORMATS])) {
      throw new ApiError(422, TESTIMONY_FORMAT_INVALID, { image: [TESTIMONY_FORMAT_INVALID] });
    }
    throw err;
  }
}

/**
 * Validates the form and its picture together (one 422 lists every field): 'Image requise' for an image testimony
 * without a picture (on create, or when an edit turns another type into an image), and the product must be one of
 * the store's own.
 */
async function readTestimonyForm(c: Context<AppEnv>, storeId: string, hasStoredImage: boolean) {
  const { db } = c.var.deps;
  const { data, checked } = await readValidBody(c, testimonySchema, {
    files: ['image'],
    check: async ({ fields, files }) => {
      if (fields.type !== 'image') return null;
      if (files.length === 0) {
        if (hasStoredImage) return null;
        throw unprocessable({ image: [IMAGE_REQUIRED] });
      }
      return checkImage(files[0]);
    },
  });
  if (!(await ownProductExists(db, storeId, data.product_id)))
    throw unprocessable({ product_id: [TESTIMONY_PRODUCT_UNKNOWN] });
  return { input: data, image: checked };
}

const render = (image: CheckedImage | null, files: FileStore) =>
  image ? renderRenditions(image, { files, folder: 'testimonies', widths: TESTIMONY_IMAGE_WIDTHS }) : null;

/**
 * /api/testimonies — the store's testimonials (store from the token; another store's id answers 404). Every write
 * republishes the storefront: its product pages and home show the visible ones.
 */
export function testimonyRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use('*', ...merchantGuards);

  routes.get('/', async (c) => {
    const type = c.req.query('type');
    const data = await listTestimonies(c.var.deps.db, c.var.storeId, {
      productId: c.req.query('product') || undefined,
      type: (TESTIMONY_TYPES as readonly string[]).includes(type ?? '') ? (type as TestimonyType) : undefined,
    });
    return c.json({ data });
  });

  routes.get('/:id', async (c) => {
    const row = await findTestimony(c.var.deps.db, c.var.storeId, c.req.param('id'));
    if (!row) throw notFound(TESTIMONY_NOT_FOUND);
    return c.json({ data: toDto(row) });
  });

  routes.post('/', async (c) => {
    const { db, config } = c.var.deps;
    const storeId = c.var.storeId;
    const { input, image } = await readTestimonyForm(c, storeId, false);
    const rendered = await render(image, filesOf(config));
    let id: string;
    try {
      id = await writeAndPublish(db, storeId, (trx) => insertTestimony(trx, storeId, input, rendered));
    } catch (err) {
      await removeFiles(filesOf(config), rendered?.files ?? []);
      throw err;
    }
    return c.json({ message: TESTIMONY_CREATED, data: toDto((await findTestimony(db, storeId, id))!) }, 201);
  });

  routes.put('/:id', async (c) => {
    const { db, config } = c.var.deps;
    const storeId = c.var.storeId;
    const id = c.req.param('id');
    const before = await findTestimony(db, storeId, id);
    if (!before) throw notFound(TESTIMONY_NOT_FOUND);
    const { input, image } = await readTestimonyForm(c, storeId, before.type === 'image' && !!before.image_variants);
    const rendered: Renditions | null = await render(image, filesOf(config));
    try {
      await writeAndPublish(db, storeId, (trx) =>
        updateTestimony(trx, storeId, id, input, rendered ?? (input.type === 'image' ? undefined : null)),
      );
    } catch (err) {
      await removeFiles(filesOf(config), rendered?.files ?? []);
      throw err;
    }
    // A replaced picture stays on disk: the release being served still shows it until the republish lands.
    return c.json({ message: TESTIMONY_UPDATED, data: toDto((await findTestimony(db, storeId, id))!) });
  });

  /** The « show on the storefront » switch. */
  routes.put('/:id/visibility', async (c) => {
    const { db } = c.var.deps;
    const storeId = c.var.storeId;
    const id = c.req.param('id');
    if (!(await findTestimony(db, storeId, id))) throw notFound(TESTIMONY_NOT_FOUND);
    const { data } = await readValidBody(c, testimonyVisibilitySchema);
    const visible = data.visible;
    await writeAndPublish(db, storeId, (trx) => setTestimonyVisible(trx, storeId, id, visible));
    return c.json({
      message: visible ? TESTIMONY_SHOWN : TESTIMONY_HIDDEN,
      data: toDto((await findTestimony(db, storeId, id))!),
    });
  });

  routes.delete('/:id', async (c) => {
    const { db } = c.var.deps;
    const storeId = c.var.storeId;
    const id = c.req.param('id');
    if (!(await findTestimony(db, storeId, id))) throw notFound(TESTIMONY_NOT_FOUND);
    await writeAndPublish(db, storeId, (trx) => deleteTestimony(trx, storeId, id));
    return c.json({ message: TESTIMONY_DELETED });
  });

  return routes;
}
