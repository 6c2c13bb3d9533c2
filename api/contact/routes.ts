import { Hono } from 'hono';
import { CONTACT_SENT } from '#shared/messages';
import { contactSchema } from '#shared/schemas/contact';
import type { AppEnv } from '../context';
import { readValidBody } from '../http/validate';
import { clientAddress } from '../http/client-address';
import { CONTACT_RATE, takeRateSlot } from '../orders/rate-limit';
import { recordContactMessage } from './contact-repository';

/** Messages from the public /contact page, kept for the platform admins (mounted at /api/contact). */
export function contactRoutes() {
  const routes = new Hono<AppEnv>();

  routes.post('/', async (c) => {
    const { db } = c.var.deps;
    // Anonymous writes: limited per connection address (every attempt counts, valid or not).
    await takeRateSlot(db, `platform-contact:${clientAddress(c)}`, CONTACT_RATE);
    const { data } = await readValidBody(c, contactSchema);
    await recordContactMessage(db, data);
    return c.json({ message: CONTACT_SENT }, 201);
  });

  return routes;
}
