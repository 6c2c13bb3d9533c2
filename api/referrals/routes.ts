import { Hono } from 'hono';
import {
  INVITATION_RATE_MESSAGE,
  INVITATION_SENT,
  INVITATIONS_PER_HOUR,
  REFERRAL_ALREADY_CREDITED,
  REFERRAL_CREDITED,
  REFERRAL_CYCLE,
  REFERRAL_OWN_CODE,
  REFERRAL_UNKNOWN,
  invitationSchema,
  invitationSubject,
  invitationText,
  referralClaimSchema,
  referralLink,
  type ReferralsDto,
} from '#shared/schemas/referral';
import { EMAIL_INVALID, PHONE_INVALID } from '#shared/messages';
import { requireActiveSubscription, requireAuth, requireRole } from '../auth/guards';
import { normalizeIdentifier } from '../auth/identifier';
import type { AppEnv } from '../context';
import { unprocessable } from '../http/errors';
import { readValidBody } from '../http/validate';
import { takeRateSlot } from '../orders/rate-limit';
import { creditReferral, findReferralAccount, findUserByReferralCode, listReferred } from './referral-repository';

/** A refused code: its rule's message, on the form's code field. */
const refused = (message: string) => unprocessable({ code: [message] }, message);

/**
 * /api/referrals — a merchant's referral code, share link and the merchants who signed up with it; invitations by
 * mail or SMS (the outbox without SMTP); and, once, the code of the merchant who invited her. Referrals belong to
 * the account (no store needed). Rules kept here: a code never credits its own account, an account is credited once
 * (and never to someone it sponsored itself).
 */
export function referralRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireAuth, requireRole('user'), requireActiveSubscription);

  routes.get('/', async (c) => {
    const { db, config } = c.var.deps;
    const me = await findReferralAccount(db, c.var.auth.userId);
    const data: ReferralsDto = {
      name: `${me.first_name} ${me.last_name}`.trim(),
      code: me.referral_code,
      link: referralLink(config.publicUrl, me.referral_code),
      credited: me.referred_by !== null,
      referred: await listReferred(db, me.id),
    };
    return c.json({ data });
  });

  routes.post('/invitations', async (c) => {
    const { db, config, mailer } = c.var.deps;
    const { data: input } = await readValidBody(c, invitationSchema);
    const to = normalizeIdentifier(input.to);
    if (!to) throw unprocessable({ to: [input.to.includes('@') ? EMAIL_INVALID : PHONE_INVALID] });
    await takeRateSlot(db, `invite:${c.var.auth.userId}`, {
      max: INVITATIONS_PER_HOUR,
      windowMs: 60 * 60_000,
      message: INVITATION_RATE_MESSAGE,
    });
    const me = await findReferralAccount(db, c.var.auth.userId);
    const inviter = `${me.first_name} ${me.last_name}`.trim();
    await mailer.send({
      to: to.value,
      subject: invitationSubject(inviter),
      text: invitationText(inviter, referralLink(config.publicUrl, me.referral_code)),
    });
    return c.json({ message: INVITATION_SENT }, 201);
  });

  routes.post('/claim', async (c) => {
    const { db } = c.var.deps;
    const { data: input } = await readValidBody(c, referralClaimSchema);
    const me = await findReferralAccount(db, c.var.auth.userId);
    if (me.referred_by) throw refused(REFERRAL_ALREADY_CREDITED);
    const sponsor = await findUserByReferralCode(db, input.code);
    if (!sponsor) throw refused(REFERRAL_UNKNOWN);
    if (sponsor.id === me.id) throw refused(REFERRAL_OWN_CODE);
    if (sponsor.referred_by === me.id) throw refused(REFERRAL_CYCLE);
    if (!(await creditReferral(db, me.id, sponsor.id))) throw refused(REFERRAL_ALREADY_CREDITED);
    return c.json({ message: REFERRAL_CREDITED });
  });

  return routes;
}
