import { Hono } from 'hono';
import { contactSchema } from '#shared/schemas/contact';
import type { AppEnv } from '../context';
import { readValidBody } from '../http/validate';
import { newId, nowIso } from '../ids';
import { notifyAdmins } from '../notifications/notify';
import { clientAddress } from '../http/client-address';
import { CONTACT_RATE, takeRateSlot } from '../orders/rate-limit';

export const CONTACT_SENT = 'Votre message a bien été envoyé. Nous vous répondrons rapidement.';

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
      await notifyAdmins(
        trx,
        'contact',
        id,
        `Nouveau message de ${data.fullName}${data.subject ? ` : ${data.subject}` : ''}`,
      );
    });
    return c.json({ message: CONTACT_SENT }, 201);
  });

  return routes;
}
