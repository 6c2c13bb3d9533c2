import crypto from 'node:crypto';
import { Hono, type Context } from 'hono';
import { clientAddress } from '../http/client-address';
import { freePlan } from '../plans/limits';
import { ACCOUNT_DISABLED, isDisabled } from '../admin/accounts';
import {
  registerSchema,
  loginSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  verifyOtpSchema,
  resetPasswordSchema,
  refreshTokenBodySchema,
} from '#shared/schemas/auth';
import { EMAIL_INVALID, PHONE_INVALID, NO_REFRESH_TOKEN } from '#shared/messages';
import type { AppEnv } from '../context';
import { ApiError, forbidden, unauthorized, unprocessable } from '../http/errors';
import { readValidBody } from '../http/validate';
import { newId, nowIso } from '../ids';
import { notifyAdmins } from '../notifications/notify';
import { signAccessToken, verifyAccessToken } from './access-token';
import { requireAuth } from './guards';
import { REFERRAL_UNKNOWN } from '#shared/schemas/referral';
import { normalizeIdentifier, findUserByIdentifier, type Identifier } from './identifier';
import { hashPassword, verifyPassword, hashForUnknownAccount, needsRehash } from './passwords';
import { issueRefreshToken, rotateRefreshToken, revokeFamilyOf, revokeAllOfUser } from './refresh-tokens';
import {
  loginThrottlePolicy,
  accountKey,
  addressKey,
  beginAttempt,
  endAttempt,
  tooManyAttemptsMessage,
} from './throttle';
import { takeRateSlot } from '../orders/rate-limit';
import { requestPasswordReset, verifyResetCode, checkCodeForAccount, takeResetCodeSlot } from './password-reset';
import { uniqueViolation } from '../db/dialect';

export const WRONG_CREDENTIALS = 'Identifiants incorrects : email, téléphone ou mot de passe invalide.';
export const SESSION_EXPIRED = 'Session expirée, veuillez vous reconnecter.';
export const EMAIL_TAKEN = 'Cet email est déjà utilisé.';
export const PHONE_TAKEN = 'Ce numéro est déjà utilisé.';
export { REFERRAL_UNKNOWN };
export const CURRENT_PASSWORD_WRONG = 'Mot de passe actuel incorrect.';
export const TOO_MANY_SIGNUPS = "Trop d'inscriptions depuis cette connexion. Réessayez dans une heure.";
const signupRate = (max: number) => ({ max, windowMs: 60 * 60_000, message: TOO_MANY_SIGNUPS });

/** The identifier a schema accepted, in its stored form; a phone libphonenumber cannot read is a field error. */
function identifierOr422(typed: string): Identifier {
  const id = normalizeIdentifier(typed);
  if (!id) throw unprocessable({ emailOrPhone: [typed.includes('@') ? EMAIL_INVALID : PHONE_INVALID] });
  return id;
}

/** Readable, unambiguous referral codes (no 0/O, 1/I). */
const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newReferralCode = () =>
  Array.from({ length: 8 }, () => REFERRAL_ALPHABET[crypto.randomInt(REFERRAL_ALPHABET.length)]).join('');

async function sessionAnswer(
  c: Context<AppEnv>,
  user: { id: string; role: 'user' | 'admin' },
  refreshToken: string,
  sessionId: string,
) {
  const { config } = c.var.deps;
  const token = await signAccessToken(
    { userId: user.id, role: user.role, sessionId },
    config.jwtSecret,
    config.accessTokenTtlSeconds,
  );
  return { token, refresh_token: refreshToken, role: user.role };
}

/** Auth: register, login, refresh, logout, verifyToken, password change and reset (mounted at /api). */
export function authRoutes() {
  const routes = new Hono<AppEnv>();

  routes.post('/register', async (c) => {
    const { db } = c.var.deps;
    const { data: input } = await readValidBody(c, registerSchema);
    const id = identifierOr422(input.emailOrPhone);
    // Per address, like sign-ins: counted before the account lookup, so probing taken addresses is limited too.
    await takeRateSlot(db, `signup:${clientAddress(c)}`, signupRate(c.var.deps.config.signupsPerHour));
    const taken = await findUserByIdentifier(db, id);
    if (taken) throw unprocessable({ emailOrPhone: [id.kind === 'email' ? EMAIL_TAKEN : PHONE_TAKEN] });
    let referredBy: string | null = null;
    if (input.referral) {
      const referrer = await db
        .selectFrom('users')
        .select('id')
        .where('referral_code', '=', input.referral.toUpperCase())
        .executeTakeFirst();
      if (!referrer) throw unprocessable({ referral: [REFERRAL_UNKNOWN] });
      referredBy = referrer.id;
    }
    const passwordHash = await hashPassword(input.password);
    const userId = newId();
    const now = nowIso();
    try {
      await db.transaction().execute(async (trx) => {
        const free = await freePlan(trx);
        if (!free) throw new Error('le plan « free » manque');
        await trx
          .insertInto('users')
          .values({
            id: userId,
            first_name: input.firstName,
            last_name: input.lastName,
            email: id.kind === 'email' ? id.value : null,
            phone: id.kind === 'phone' ? id.value : null,
            password_hash: passwordHash,
            role: 'user',
            gender: input.gender ?? null,
            referral_code: newReferralCode(),
            referred_by: referredBy,
            profile_image: null,
            created_at: now,
            updated_at: now,
          })
          .execute();
        // The free plan does not expire: no end date.
        await trx
          .insertInto('subscriptions')
          .values({
            id: newId(),
            user_id: userId,
            plan_id: free.id,
            status: 'active',
            start_date: now,
            end_date: null,
            created_at: now,
            updated_at: now,
          })
          .execute();
        await notifyAdmins(trx, 'register', userId, `Nouvelle inscription : ${input.firstName} ${input.lastName}`);
      });
    } catch (err) {
      // Two registrations of the same address at the same moment: the unique index decides, the loser gets the field error.
      const column = uniqueViolation(err);
      if (column === 'users.email' || column === 'users.phone') {
        throw unprocessable({ emailOrPhone: [id.kind === 'email' ? EMAIL_TAKEN : PHONE_TAKEN] });
      }
      throw err;
    }
    return c.json({ message: 'Inscription réussie. Vous pouvez maintenant vous connecter.' }, 201);
  });

  routes.post('/login', async (c) => {
    const { db, config } = c.var.deps;
    const { data: input } = await readValidBody(c, loginSchema);
    const id = identifierOr422(input.emailOrPhone);
    const keys = {
      account: { key: accountKey(id.value), max: loginThrottlePolicy.maxAccountFailures },
      address: { key: addressKey(clientAddress(c)), max: loginThrottlePolicy.maxAddressFailures },
    };
    const attempt = await beginAttempt(db, [keys.account, keys.address]);
    if (!attempt.allowed) {
      c.header('Retry-After', String(Math.ceil(attempt.remainingMs / 1000)));
      throw new ApiError(429, tooManyAttemptsMessage(attempt.remainingMs));
    }
    const user = await findUserByIdentifier(db, id);
    // An unknown account costs the same scrypt work as a wrong password: same time, same message.
    const ok = await verifyPassword(input.password, user?.password_hash ?? (await hashForUnknownAccount()));
    await endAttempt(db, keys, Boolean(user && ok));
    if (!user || !ok) throw unauthorized(WRONG_CREDENTIALS);
    if (await isDisabled(db, user.id)) throw forbidden(ACCOUNT_DISABLED);
    await db.updateTable('users').set({ last_login_at: nowIso() }).where('id', '=', user.id).execute();
    if (needsRehash(user.password_hash)) {
      await db
        .updateTable('users')
        .set({ password_hash: await hashPassword(input.password), updated_at: nowIso() })
        .where('id', '=', user.id)
        .execute();
    }
    if (user.role === 'user') await notifyAdmins(db, 'login', user.id, `Connexion : ${user.first_name}`);
    const sessionId = newId();
    const refreshToken = await issueRefreshToken(db, config, user.id, input.remember, sessionId);
    return c.json(await sessionAnswer(c, user, refreshToken, sessionId));
  });

  routes.post('/refresh', async (c) => {
    const { db, config } = c.var.deps;
    const { data: body } = await readValidBody(c, refreshTokenBodySchema);
    const raw = body.refresh_token;
    if (typeof raw !== 'string' || raw === '' || raw.length > 200) throw unauthorized(NO_REFRESH_TOKEN);
    const result = await rotateRefreshToken(db, config, raw);
    if (!result.ok) throw unauthorized(SESSION_EXPIRED);
    const user = await db
      .selectFrom('users')
      .select(['id', 'role', 'disabled_at'])
      .where('id', '=', result.userId)
      .executeTakeFirst();
    if (!user || user.disabled_at) throw unauthorized(SESSION_EXPIRED);
    return c.json(await sessionAnswer(c, user, result.refreshToken, result.familyId));
  });

  /**
   * Sign-out always succeeds (the PWA clears its session whatever happens): the refresh token's family is revoked
   * when one is given. A valid Bearer limits the revocation to the caller's own tokens. The access tokens of that
   * sign-in stop working at once (requireAuth checks their `sid`, decision 020).
   */
  routes.post('/logout', async (c) => {
    const { db, config } = c.var.deps;
    const { data: body } = await readValidBody(c, refreshTokenBodySchema);
    const raw = body.refresh_token;
    if (typeof raw === 'string' && raw !== '' && raw.length <= 200) {
      const bearer = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
      const auth = bearer ? await verifyAccessToken(bearer.trim(), config.jwtSecret) : null;
      await revokeFamilyOf(db, raw, auth?.userId);
    }
    return c.json({ message: 'Vous êtes déconnecté.' });
  });

  routes.get('/verifyToken', requireAuth, async (c) => {
    const { db } = c.var.deps;
    const user = await db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name', 'profile_image', 'role'])
      .where('id', '=', c.var.auth.userId)
      .executeTakeFirstOrThrow();
    const subscription = await db
      .selectFrom('subscriptions')
      .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
      .select(['plans.name as plan', 'subscriptions.end_date', 'subscriptions.status'])
      .where('subscriptions.user_id', '=', user.id)
      .orderBy('subscriptions.created_at', 'desc')
      .orderBy('subscriptions.id', 'desc')
      .executeTakeFirst();
    return c.json({
      user: {
        id: user.id,
        firstName: user.first_name,
        lastName: user.last_name,
        profile_image: user.profile_image,
        role: user.role,
        subscription: {
          plan: subscription?.plan ?? null,
          endDate: subscription?.end_date ?? null,
          status: subscription?.status ?? null,
        },
      },
    });
  });

  routes.put('/password', requireAuth, async (c) => {
    const { db } = c.var.deps;
    const { data: input } = await readValidBody(c, changePasswordSchema);
    const user = await db
      .selectFrom('users')
      .select(['id', 'password_hash'])
      .where('id', '=', c.var.auth.userId)
      .executeTakeFirstOrThrow();
    if (!(await verifyPassword(input.currentPassword, user.password_hash))) {
      throw unprocessable({ currentPassword: [CURRENT_PASSWORD_WRONG] });
    }
    const passwordHash = await hashPassword(input.password);
    await db
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: nowIso() })
      .where('id', '=', user.id)
      .execute();
    return c.json({ message: 'Mot de passe modifié avec succès.' });
  });

  routes.post('/password/forgot', async (c) => {
    const { data: input } = await readValidBody(c, forgotPasswordSchema);
    const id = identifierOr422(input.emailOrPhone);
    await takeResetCodeSlot(c.var.deps.db, id.value, clientAddress(c));
    const token = await requestPasswordReset(c.var.deps, id);
    return c.json({ message: 'Si un compte correspond, un code de réinitialisation vient de lui être envoyé.', token });
  });

  routes.post('/password/verify', async (c) => {
    const { db, config } = c.var.deps;
    const { data: input } = await readValidBody(c, verifyOtpSchema);
    const check = await verifyResetCode(db, config.jwtSecret, input.token, input.otp, clientAddress(c));
    if (!check.ok) throw unprocessable({ otp: [check.message] }, check.message);
    return c.json({ message: 'Code vérifié. Choisissez un nouveau mot de passe.' });
  });

  routes.post('/password/reset', async (c) => {
    const { db, config } = c.var.deps;
    const { data: input } = await readValidBody(c, resetPasswordSchema);
    const id = identifierOr422(input.emailOrPhone);
    const check = await checkCodeForAccount(db, config.jwtSecret, id, input.otp, clientAddress(c));
    if (!check.ok) throw unprocessable({ otp: [check.message] }, check.message);
    const passwordHash = await hashPassword(input.password);
    await db.transaction().execute(async (trx) => {
      const now = nowIso();
      const used = await trx
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('id', '=', check.resetId)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      // The same code used twice at the same moment: only the first one changes the password.
      if (Number(used.numUpdatedRows) !== 1) throw unprocessable({ otp: ['Code OTP invalide ou expiré.'] });
      await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: now })
        .where('id', '=', check.userId)
        .execute();
      // Whoever knew the old password is signed out everywhere; the account's sign-in failures are forgotten.
      await revokeAllOfUser(trx, check.userId);
      await trx.deleteFrom('login_throttle').where('key', '=', accountKey(id.value)).execute();
    });
    return c.json({ message: 'Mot de passe réinitialisé. Vous pouvez vous connecter.' });
  });

  return routes;
}
