import { Hono } from 'hono';
import { LOGO_MAX_BYTES, LOGO_MAX_PX } from '#shared/constants';
import { storeCreateSchema, storeUpdateSchema, type StoreDto } from '#shared/schemas/store';
import { SHOP_NOT_FOUND, STORE_ALREADY_EXISTS, STORE_CREATED, STORE_UPDATED } from '#shared/messages';
import { requireActiveSubscription, requireAuth, requireRole, requireStore } from '../auth/guards';
import type { AppEnv } from '../context';
import { ApiError, notFound, unprocessable } from '../http/errors';
import { readValidBody, type RawBody } from '../http/validate';
import { invalidatePublicStore } from '../publics/public-store-cache';
import { enqueuePublish } from '../publishing/enqueue';
import { readImageUpload, removeUpload, saveReencoded, type CheckedImage, imageTypeMessage } from '../uploads/images';
import { createStore, findStoreById, findStoreByUser, storeDtoOf, updateStore } from './store-repository';
import { filesOf } from '../storage/files-of';

export { STORE_ALREADY_EXISTS, STORE_CREATED, STORE_UPDATED };
export const STORE_NOT_FOUND = SHOP_NOT_FOUND;

const LOGO_RULES = { maxBytes: LOGO_MAX_BYTES, formats: ['jpeg', 'png'] as ('jpeg' | 'png')[], field: 'logo' };

/**
 * The logo, checked with the text fields so that one 422 lists every field error: judged by its content (a text file
 * renamed .png is refused), at most 1 MB. Sent as a text instead of a file, it is refused too.
 */
async function checkLogo(body: RawBody): Promise<CheckedImage | undefined> {
  const [file] = body.files;
  if (file) return readImageUpload(file, LOGO_RULES);
  const text = body.fields.logo;
  if (text !== undefined && text !== null && text !== '') {
    throw unprocessable({ logo: [imageTypeMessage(LOGO_RULES.formats)] });
  }
  return undefined;
}

/**
 * /api/stores — store setup and update by its merchant; reading by its owner or an admin. Every route needs a
 * signed-in caller (use('*')); the merchant-only ones add the role, store and subscription checks they need (creation
 * runs before the merchant has a store, so the full merchantGuards chain cannot apply to the whole sub-app).
 */
export function storeRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireAuth);

  /** 'Configurer Votre Boutique': one store per merchant, slug derived from the name. */
  routes.post('/', requireRole('user'), requireActiveSubscription, async (c) => {
    const { db, config } = c.var.deps;
    const userId = c.var.auth.userId;
    if (await findStoreByUser(db, userId)) throw new ApiError(409, STORE_ALREADY_EXISTS);
    const { data, checked: logo } = await readValidBody(c, storeCreateSchema, { files: ['logo'], check: checkLogo });
    const saved = logo
      ? await saveReencoded(logo, { files: filesOf(config), folder: 'logos', maxPx: LOGO_MAX_PX })
      : undefined;
    let storeId: string;
    try {
      storeId = await createStore(db, userId, data, saved?.url ?? null);
    } catch (err) {
      // Nothing half-done: the logo written before the transaction goes with it.
      await removeUpload(filesOf(config), saved?.url);
      throw err;
    }
    await enqueuePublish(db, storeId);
    const store = await storeDtoOf(db, (await findStoreById(db, storeId))!);
    return c.json<{ message: string; data: StoreDto }>({ message: STORE_CREATED, data: store }, 201);
  });

  /** The store of a user: its owner or a platform admin may read it; anyone else gets 404 as if it did not exist. */
  routes.get('/:userId', async (c) => {
    const { db } = c.var.deps;
    const { userId, role } = c.var.auth;
    const wanted = c.req.param('userId');
    if (role !== 'admin' && wanted !== userId) throw notFound(STORE_NOT_FOUND);
    const row = await findStoreByUser(db, wanted);
    if (!row) throw notFound(STORE_NOT_FOUND);
    return c.json<{ data: StoreDto }>({ data: await storeDtoOf(db, row) });
  });

  /** Update of the caller's own store (from the token). The slug stays: published links keep working. */
  routes.put('/', requireRole('user'), requireStore, requireActiveSubscription, async (c) => {
    const { db, config } = c.var.deps;
    const storeId = c.var.storeId;
    const { data, checked: logo } = await readValidBody(c, storeUpdateSchema, { files: ['logo'], check: checkLogo });
    const before = (await findStoreById(db, storeId))!;
    const saved = logo
      ? await saveReencoded(logo, { files: filesOf(config), folder: 'logos', maxPx: LOGO_MAX_PX })
      : undefined;
    const changes = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
    try {
      await updateStore(db, storeId, { ...changes, ...(saved ? { logo: saved.url } : {}) }, data.name ?? before.name);
    } catch (err) {
      await removeUpload(filesOf(config), saved?.url);
      throw err;
    }
    // The previous logo file stays: the storefront release still being served (and PWA caches) point at it
    // until the republish lands, and a missing image there would be a visible break.
    invalidatePublicStore(db, before.slug);
    await enqueuePublish(db, storeId);
    const store = await storeDtoOf(db, (await findStoreById(db, storeId))!);
    return c.json<{ message: string; data: StoreDto }>({ message: STORE_UPDATED, data: store });
  });

  return routes;
}
