import { Hono } from 'hono';
import { CONTACT_SENT, contactNotice } from '#shared/messages';
import { contactSchema } from '#shared/schemas/contact';
import type { AppEnv } from '../context';
import { readValidBody } from '../http/validate';
import { newId, nowIso } from '../ids';
import { notifyAdmins } from '../notifications/notify';
import { clientAddress } from '../http/client-address';
import { CONTACT_RATE, takeRateSlot } from '../orders/rate-limit';

/** Messages from the public /contact page, kept for the platform admins (mounted at /api/contact). */
export function contactRoutes() {
  const routes = new Hono<AppEnv>();

  routes.post('/', async (c) => {
    const { db } = c.var.deps;
    // Anonymous writes: limited per connection address (every attempt counts, valid or not).
    await takeRateSlot(db, `platform-contact:${clientAddress(c)}`, CONTACT_RATE);
    const { data } = await readValidBody(c, contactSchema);
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
          created_at: nowIso(),
        })
        .execute();
      await notifyAdmins(trx, 'contact', id, contactNotice(data.fullName, data.subject));
    });
    return c.json({ message: CONTACT_SENT }, 201);
  });

  return routes;
}
