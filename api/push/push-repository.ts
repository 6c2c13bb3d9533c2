import type { PushSubscriptionInput } from '#shared/schemas/push';
import type { DB } from '../db/database';
import { newId, nowIso } from '../ids';

export interface StoredPushSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Keeps this device's subscription for the user. An endpoint is one browser: when another account signs in on it and
 * subscribes, the device moves to her (the former account stops hearing of orders on a device she no longer uses).
 */
export async function savePushSubscription(db: DB, userId: string, sub: PushSubscriptionInput): Promise<void> {
  await db
    .insertInto('push_subscriptions')
    .values({
      id: newId(),
      user_id: userId,
      endpoint: sub.endpoint,
      p256dh: sub.keys.p256dh,
      auth: sub.keys.auth,
      created_at: nowIso(),
    })
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({ user_id: userId, p256dh: sub.keys.p256dh, auth: sub.keys.auth }),
    )
    .execute();
}

/** Forgets one of the user's devices (someone else's endpoint is left alone); whether one was removed. */
export async function deletePushSubscription(db: DB, userId: string, endpoint: string): Promise<boolean> {
  const res = await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export function userPushSubscriptions(db: DB, userId: string): Promise<StoredPushSubscription[]> {
  return db
    .selectFrom('push_subscriptions')
    .select(['endpoint', 'p256dh', 'auth'])
    .where('user_id', '=', userId)
    .execute();
}

/** The push service said the device is gone (404/410): it never will be reachable again. */
export async function forgetPushEndpoint(db: DB, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
}
