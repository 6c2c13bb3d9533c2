import type { Kysely } from 'kysely';
import type { DeliveryInfo, ProfileJson } from '#shared/schemas/profile';
import type { Database } from '../db/schema';
import { nowIso } from '../ids';

function parseDelivery(text: string | null): DeliveryInfo | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as DeliveryInfo;
    return value && typeof value === 'object' ? value : null;
  } catch {
    return null;
  }
}

export async function loadProfile(db: Kysely<Database>, userId: string): Promise<ProfileJson> {
  const u = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email', 'phone', 'profile_image', 'delivery_info'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    id: u.id,
    firstName: u.first_name,
    lastName: u.last_name,
    email: u.email,
    phone: u.phone,
    profile_image: u.profile_image,
    delivery: parseDelivery(u.delivery_info),
  };
}

export async function updateProfile(
  db: Kysely<Database>,
  userId: string,
  changes: { firstName: string; lastName: string; profileImage?: string },
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      first_name: changes.firstName,
      last_name: changes.lastName,
      ...(changes.profileImage ? { profile_image: changes.profileImage } : {}),
      updated_at: nowIso(),
    })
    .where('id', '=', userId)
    .execute();
}

export async function updateDelivery(db: Kysely<Database>, userId: string, delivery: DeliveryInfo): Promise<void> {
  await db
    .updateTable('users')
    .set({ delivery_info: JSON.stringify(delivery), updated_at: nowIso() })
    .where('id', '=', userId)
    .execute();
}
