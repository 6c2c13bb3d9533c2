import { Hono, type Context } from 'hono';
import { clientAddress } from '../http/client-address';
import { isDisabled } from '../admin/accounts';
import {
  registerSchema,
  loginSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  verifyOtpSchema,
  resetPasswordSchema,
  refreshTokenBodySchema,
} from '#shared/schemas/auth';
import {
  ACCOUNT_DISABLED,
  CURRENT_PASSWORD_WRONG,
  EMAIL_INVALID,
  EMAIL_TAKEN,
  NO_REFRESH_TOKEN,
  PASSWORD_CHANGED,
  PASSWORD_RESET,
  PHONE_INVALID,
  PHONE_TAKEN,
  RESET_CODE_SENT,
  RESET_CODE_VERIFIED,
  SESSION_EXPIRED,
  SIGNED_OUT,
  SIGNED_UP,
  TOO_MANY_SIGNUPS,
  WRONG_CREDENTIALS,
  tooManySignInsMessage,
} from '#shared/messages';
import type { CurrentUserJson } from '#shared/schemas/auth';
import {
  createMerchantAccount,
  currentUserJson,
  findReferrer,
  findSessionUser,
  passwordHashOf,
  recordSignIn,
  resetPassword,
  setPassword,
} from './accounts-repository';
import type { AppEnv } from '../context';
import { ApiError, forbidden, unauthorized, unprocessable } from '../http/errors';
import { readValidBody } from '../http/validate';
import { newId } from '../ids';
import { signAccessToken, verifyAccessToken } from './access-token';
import { requireAuth } from './guards';
import { REFERRAL_UNKNOWN } from '#shared/schemas/referral';
import { normalizeIdentifier, findUserByIdentifier, type Identifier } from './identifier';
import { hashPassword, verifyPassword, hashForUnknownAccount, needsRehash } from './passwords';
import { issueRefreshToken, rotateRefreshToken, revokeFamilyOf } from './refresh-tokens';
import { loginThrottlePolicy, accountKey, addressKey, beginAttempt, endAttempt } from './throttle';
import { takeRateSlot } from '../orders/rate-limit';
import { requestPasswordReset, verifyResetCode, checkCodeForAccount, takeResetCodeSlot } from './password-reset';
import { uniqueViolation } from '../db/dialect';
import type { Role } from '#shared/constants';

export { CURRENT_PASSWORD_WRONG, EMAIL_TAKEN, PHONE_TAKEN, REFERRAL_UNKNOWN, SESSION_EXPIRED, TOO_MANY_SIGNUPS };
export { WRONG_CREDENTIALS };
const signupRate = (max: number) => ({ max, windowMs: 60 * 60_000, message: TOO_MANY_SIGNUPS });

/** The identifier a schema accepted, in its stored form; a phone libphonenumber cannot read is a field error. */
function identifierOr422(typed: string): Identifier {
  const id = normalizeIdentifier(typed);
  if (!id) throw unprocessable({ emailOrPhone: [typed.includes('@') ? EMAIL_INVALID : PHONE_INVALID] });
  return id;
}

async function sessionAnswer(
  c: Context<AppEnv>,
  user: { id: string; role: Role },
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
      const referrer = await findReferrer(db, input.referral);
      if (!referrer) throw unprocessable({ referral: [REFERRAL_UNKNOWN] });
      referredBy = referrer.id;
    }
    const passwordHash = await hashPassword(input.password);
    try {
      await createMerchantAccount(db, { ...input, identifier: id, passwordHash, referredBy });
    } catch (err) {
      // Two registrations of the same address at the same moment: the unique index decides, the loser gets the field error.
      const column = uniqueViolation(err);
      if (column === 'users.email' || column === 'users.phone') {
        throw unprocessable({ emailOrPhone: [id.kind === 'email' ? EMAIL_TAKEN : PHONE_TAKEN] });
      }
      throw err;
    }
    return c.json({ message: SIGNED_UP }, 201);
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
      throw new ApiError(429, tooManySignInsMessage(attempt.remainingMs));
    }
    const user = await findUserByIdentifier(db, id);
    // An unknown account costs the same scrypt work as a wrong password: same time, same message.
    const ok = await verifyPassword(input.password, user?.password_hash ?? (await hashForUnknownAccount()));
    await endAttempt(db, keys, Boolean(user && ok));
    if (!user || !ok) throw unauthorized(WRONG_CREDENTIALS);
    if (await isDisabled(db, user.id)) throw forbidden(ACCOUNT_DISABLED);
    const rehashed = needsRehash(user.password_hash) ? await hashPassword(input.password) : undefined;
    await recordSignIn(db, user.id, rehashed);
    // No notice to the admins for a merchant's sign-in (it buried their other notifications).
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
    const user = await findSessionUser(db, result.userId);
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
    return c.json({ message: SIGNED_OUT });
  });

  routes.get('/verifyToken', requireAuth, async (c) =>
    c.json<{ user: CurrentUserJson }>({ user: await currentUserJson(c.var.deps.db, c.var.auth.userId) }),
  );

  routes.put('/password', requireAuth, async (c) => {
    const { db } = c.var.deps;
    const { data: input } = await readValidBody(c, changePasswordSchema);
    const userId = c.var.auth.userId;
    if (!(await verifyPassword(input.currentPassword, await passwordHashOf(db, userId)))) {
      throw unprocessable({ currentPassword: [CURRENT_PASSWORD_WRONG] });
    }
    await setPassword(db, userId, await hashPassword(input.password));
    return c.json({ message: PASSWORD_CHANGED });
  });

  routes.post('/password/forgot', async (c) => {
    const { data: input } = await readValidBody(c, forgotPasswordSchema);
    const id = identifierOr422(input.emailOrPhone);
    await takeResetCodeSlot(c.var.deps.db, id.value, clientAddress(c));
    const token = await requestPasswordReset(c.var.deps, id);
    return c.json({ message: RESET_CODE_SENT, token });
  });

  routes.post('/password/verify', async (c) => {
    const { db, config } = c.var.deps;
    const { data: input } = await readValidBody(c, verifyOtpSchema);
    const check = await verifyResetCode(db, config.jwtSecret, input.token, input.otp, clientAddress(c));
    if (!check.ok) throw unprocessable({ otp: [check.message] }, check.message);
    return c.json({ message: RESET_CODE_VERIFIED });
  });

  routes.post('/password/reset', async (c) => {
    const { db, config } = c.var.deps;
    const { data: input } = await readValidBody(c, resetPasswordSchema);
    const id = identifierOr422(input.emailOrPhone);
    const check = await checkCodeForAccount(db, config.jwtSecret, id, input.otp, clientAddress(c));
    if (!check.ok) throw unprocessable({ otp: [check.message] }, check.message);
    const passwordHash = await hashPassword(input.password);
    // Whoever knew the old password is signed out everywhere; the account's sign-in failures are forgotten.
    await resetPassword(db, { resetId: check.resetId, userId: check.userId, identifier: id, passwordHash });
    return c.json({ message: PASSWORD_RESET });
  });

  return routes;
}
