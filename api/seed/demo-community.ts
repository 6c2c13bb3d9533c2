import crypto from 'node:crypto';
import * as v from 'valibot';
import { contactSchema } from '#shared/schemas/contact';
import type { DB } from '../db/database';
import { createMerchantAccount } from '../auth/accounts-repository';
import { hashPassword } from '../auth/passwords';
import { normalizeIdentifier } from '../auth/identifier';
import { setContactMessageStatus } from '../admin/admin-repository';
import { recordContactMessage } from '../contact/contact-repository';
import { acceptRequest, createRequest } from '../subscriptions/requests-repository';

/**
 * Two merchants who signed up with the demo merchant's referral code — one on a paid plan (her request accepted by
 * the admin), one still free — so her « Mes filleules » list shows both kinds on first start.
 */
const DEMO_REFERRED = [
  { firstName: 'Salimata', lastName: 'Sanou', email: 'salimata.sanou@example.com', paidPlan: 'starter' },
  { firstName: 'Rokia', lastName: 'Diallo', email: 'rokia.diallo@example.com', paidPlan: null },
] as const;

/** The admin's contact inbox: one message waiting, one already answered. */
const DEMO_CONTACT_MESSAGES = [
  {
    fullName: 'Nafissatou Barry',
    email: 'nafissatou.barry@example.com',
    phone: '+22675334455',
    subject: 'Support technique',
    message: 'Bonjour, comment ajouter une deuxième photo à un produit depuis ma tablette ? Merci.',
    answered: true,
    daysAgo: 3,
  },
  {
    fullName: 'Adama Konaté',
    email: 'adama.konate@example.com',
    phone: '+22376112233',
    subject: 'Tarifs et abonnements',
    message: 'Bonsoir, je tiens un atelier de couture à Bamako. Le plan Entreprise peut-il se payer par Orange Money ?',
    answered: false,
    daysAgo: 0,
  },
] as const;

/** The demo merchant's referrals and the admin's contact messages, through the product's own functions. */
export async function seedDemoCommunity(db: DB, merchantId: string, adminId: string): Promise<void> {
  for (const m of DEMO_REFERRED) {
    // Nobody signs in with these accounts: a random password nobody knows.
    const userId = await createMerchantAccount(db, {
      firstName: m.firstName,
      lastName: m.lastName,
      gender: 'female',
      identifier: normalizeIdentifier(m.email)!,
      passwordHash: await hashPassword(crypto.randomBytes(24).toString('base64url')),
      referredBy: merchantId,
    });
    if (!m.paidPlan) continue;
    const plan = await db
      .selectFrom('plans')
      .select('id')
      .where('name', '=', m.paidPlan)
      .where('billing_cycle', '=', 'month')
      .executeTakeFirstOrThrow();
    const request = await createRequest(db, userId, {
      planId: plan.id,
      fullname: `${m.firstName} ${m.lastName}`,
      phone: '+22670998877',
      transactionId: 'OM261120.0915.B55210',
    });
    await acceptRequest(db, { id: request.id, adminId });
  }

  for (const { answered, daysAgo, ...input } of DEMO_CONTACT_MESSAGES) {
    const createdAt = new Date(Date.now() - daysAgo * 24 * 3600_000).toISOString();
    const id = await recordContactMessage(db, v.parse(contactSchema, input), createdAt);
    if (answered) await setContactMessageStatus(db, { id, status: 'answered', adminId });
  }
}
