import { Hono } from 'hono';
import { LOGO_MAX_BYTES } from '#shared/constants';
import { DELIVERY_SAVED, PROFILE_UPDATED } from '#shared/messages';
import { deliveryInfoSchema, PROFILE_IMAGE_MAX_PX, profileNameSchema } from '#shared/schemas/profile';
import { requireActiveSubscription, requireAuth, requireRole } from '../auth/guards';
import type { AppEnv } from '../context';
import { readValidBody } from '../http/validate';
import { readImageUpload, removeUpload, saveReencoded } from '../uploads/images';
import { loadProfile, updateDelivery, updateProfile } from './profile-repository';
import { filesOf } from '../storage/files-of';

const PICTURE_RULES = {
  maxBytes: LOGO_MAX_BYTES,
  formats: ['jpeg', 'png'] as ('jpeg' | 'png')[],
  field: 'profile_image',
};

/**
 * /api/profile — the signed-in account's personal profile: first and last name, profile picture (multipart), and for
 * a merchant her delivery information. Merchants (/user/settings/profiles) and administrators (/admin/settings/profile)
 * both use it. The password changes through PUT /api/password. The user is the token's; a merchant's writes need an
 * active subscription like every other merchant write (an administrator has none: never refused).
 */
export function profileRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireAuth);

  routes.get('/', async (c) => c.json({ data: await loadProfile(c.var.deps.db, c.var.auth.userId) }));

  routes.put('/', requireActiveSubscription, async (c) => {
    const { db, config } = c.var.deps;
    // Names and picture are checked together: one answer lists every error.
    const { data, checked: picture } = await readValidBody(c, profileNameSchema, {
      files: ['profile_image'],
      check: ({ files }) => (files[0] ? readImageUpload(files[0], PICTURE_RULES) : undefined),
    });
    const saved = picture
      ? await saveReencoded(picture, { files: filesOf(config), folder: 'avatars', maxPx: PROFILE_IMAGE_MAX_PX })
      : undefined;
    try {
      await updateProfile(db, c.var.auth.userId, { ...data, profileImage: saved?.url });
    } catch (err) {
      await removeUpload(filesOf(config), saved?.url);
      throw err;
    }
    return c.json({ message: PROFILE_UPDATED, data: await loadProfile(db, c.var.auth.userId) });
  });

  routes.put('/delivery', requireRole('user'), requireActiveSubscription, async (c) => {
    const { db } = c.var.deps;
    const { data: input } = await readValidBody(c, deliveryInfoSchema);
    await updateDelivery(db, c.var.auth.userId, input);
    return c.json({
      message: DELIVERY_SAVED,
      data: await loadProfile(db, c.var.auth.userId),
    });
  });

  return routes;
}
