import { contactNotice } from '#shared/messages';
import type { ContactData } from '#shared/schemas/contact';
import type { DB } from '../db/database';
import { newId, nowIso } from '../ids';
import { notifyAdmins } from '../notifications/notify';

/**
 * Keeps a message of the public contact page for the platform admins (it lands in their inbox as « new ») and tells
 * them with a notification, in one transaction. The route and the demo data both use it.
 */
export async function recordContactMessage(db: DB, data: ContactData, createdAt = nowIso()): Promise<string> {
  const id = newId();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('contact_messages')
      .values({
        id,
        full_name: data.fullName,
        email: data.email,
        phone: data.phone,
        subject: data.subject,
        message: data.message,
        read: 0,
        created_at: createdAt,
      })
      .execute();
    await notifyAdmins(trx, 'contact', id, contactNotice(data.fullName, data.subject));
  });
  return id;
}
