import { Hono } from 'hono';
import * as v from 'valibot';
import { LOGO_MAX_BYTES, LOGO_MAX_PX } from '../../shared/constants';
import { storeCreateSchema, storeUpdateSchema } from '../../shared/schemas/store';
import { requireActiveSubscription, requireAuth, requireRole, requireStore } from '../auth/guards';
import type { AppEnv } from '../context';
import { ApiError, notFound, unprocessable, type FieldErrors } from '../http/errors';
import { issuesToFieldErrors } from '../http/validate';
import { newId, nowIso } from '../ids';
import { notifyAdmins } from '../notifications/notify';
import { invalidatePublicStore } from '../publics/public-store-cache';
import { enqueuePublish } from '../publishing/enqueue';
import { readImageUpload, removeUpload, saveReencoded, type CheckedImage, imageTypeMessage } from '../uploads/images';
import { filledFile, readStoreBody } from './read-body';
import { uniqueSlug } from './slug';
import { currentSubscriptionStatus } from '../subscriptions/current';
import { findStoreById, findStoreByUser } from './store-repository';
import { toStoreDto } from './store-dto';

export const STORE_CREATED = 'Boutique créée avec succès.';
export const STORE_UPDATED = 'Boutique mise à jour avec succès.';
export const STORE_ALREADY_EXISTS = 'Vous avez déjà une boutique.';
export const STORE_NOT_FOUND = 'Boutique introuvable.';

const LOGO_RULES = { maxBytes: LOGO_MAX_BYTES, formats: ['jpeg', 'png'] as ('jpeg' | 'png')[], field: 'logo' };

/**
 * Validates the text fields and the logo together, so one 422 lists every field error.
 * The logo is judged by its content (a text file renamed .png is refused), at most 1 MB.
 */
async function validateStoreForm<S extends typeof storeCreateSchema | typeof storeUpdateSchema>(
  schema: S,
  body: Record<string, unknown>,
): Promise<{ data: v.InferOutput<S>; logo: CheckedImage | undefined }> {
  const { logo: rawLogo, ...fields } = body;
  const parsed = v.safeParse(schema, fields);
  const errors: FieldErrors = parsed.success ? {} : issuesToFieldErrors(parsed.issues);
  let logo: CheckedImage | undefined;
  const file = filledFile(rawLogo);
  if (file) {
    try {
      logo = await readImageUpload(file, LOGO_RULES);
    } catch (err) {
      if (!(err instanceof ApiError) || !err.errors) throw err;
      Object.assign(errors, err.errors);
    }
  } else if (rawLogo !== undefined && rawLogo !== null && rawLogo !== '') {
    errors.logo = [imageTypeMessage(LOGO_RULES.formats)];
  }
  if (!parsed.success || Object.keys(errors).length > 0) throw unprocessable(errors);
  return { data: parsed.output, logo };
}

/** Merchant store setup and update (mounted at /api/stores). */
export function storeRoutes() {
  const routes = new Hono<AppEnv>();

  /** 'Configurer Votre Boutique': one store per merchant, slug derived from the name. */
  routes.post('/', requireAuth, requireRole('user'), requireActiveSubscription, async (c) => {
    const { db, config } = c.var.deps;
    const userId = c.var.auth.userId;
    if (await findStoreByUser(db, userId)) throw new ApiError(409, STORE_ALREADY_EXISTS);
    const { data, logo } = await validateStoreForm(storeCreateSchema, await readStoreBody(c));
    const saved = logo
      ? await saveReencoded(logo, { dataDir: config.dataDir, folder: 'logos', maxPx: LOGO_MAX_PX })
      : undefined;
    const storeId = newId();
    try {
      await db.transaction().execute(async (trx) => {
        if (await findStoreByUser(trx, userId)) throw new ApiError(409, STORE_ALREADY_EXISTS);
        const now = nowIso();
        await trx
          .insertInto('stores')
          .values({
            id: storeId,
            user_id: userId,
            name: data.name,
            slug: await uniqueSlug(trx, data.name),
            phone: data.phone,
            email: data.email,
            address: data.address,
            brand: data.brand,
            currency: data.currency,
            color: data.color,
            logo: saved?.url ?? null,
            website: JSON.stringify({ about: { title: data.name }, social_media: {} }),
            facebook_pixel_id: null,
            created_at: now,
            updated_at: now,
          })
          .execute();
        await notifyAdmins(trx, 'stores', storeId, `Nouvelle boutique : ${data.name}`);
      });
    } catch (err) {
      // Nothing half-done: the logo written before the transaction goes with it.
      await removeUpload(config.dataDir, saved?.url);
      throw err;
    }
    await enqueuePublish(db, storeId);
    const row = (await findStoreById(db, storeId))!;
    return c.json({ message: STORE_CREATED, data: toStoreDto(row, await currentSubscriptionStatus(db, userId)) }, 201);
  });

  /** The store of a user: its owner or a platform admin may read it; anyone else gets 404 as if it did not exist. */
  routes.get('/:userId', requireAuth, async (c) => {
    const { db } = c.var.deps;
    const { userId, role } = c.var.auth;
    const wanted = c.req.param('userId');
    if (role !== 'admin' && wanted !== userId) throw notFound(STORE_NOT_FOUND);
    const row = await findStoreByUser(db, wanted);
    if (!row) throw notFound(STORE_NOT_FOUND);
    return c.json({ data: toStoreDto(row, await currentSubscriptionStatus(db, row.user_id)) });
  });

  /** Update of the caller's own store (from the token). The slug stays: published links keep working. */
  routes.put('/', requireAuth, requireRole('user'), requireStore, requireActiveSubscription, async (c) => {
    const { db, config } = c.var.deps;
    const storeId = c.var.storeId;
    const { data, logo } = await validateStoreForm(storeUpdateSchema, await readStoreBody(c));
    const before = (await findStoreById(db, storeId))!;
    const saved = logo
      ? await saveReencoded(logo, { dataDir: config.dataDir, folder: 'logos', maxPx: LOGO_MAX_PX })
      : undefined;
    const changes = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
    try {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('stores')
          .set({ ...changes, ...(saved ? { logo: saved.url } : {}), updated_at: nowIso() })
          .where('id', '=', storeId)
          .execute();
        await notifyAdmins(trx, 'stores', storeId, `Boutique modifiée : ${data.name ?? before.name}`);
      });
    } catch (err) {
      await removeUpload(config.dataDir, saved?.url);
      throw err;
    }
    // The previous logo file stays: the storefront release still being served (and PWA caches) point at it
    // until the republish lands, and a missing image there would be a visible break.
    invalidatePublicStore(db, before.slug);
    await enqueuePublish(db, storeId);
    const row = (await findStoreById(db, storeId))!;
    return c.json({ message: STORE_UPDATED, data: toStoreDto(row, await currentSubscriptionStatus(db, row.user_id)) });
  });

  return routes;
}
