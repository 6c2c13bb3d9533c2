import { sign, verify } from 'hono/jwt';
import type { AuthInfo } from '../context';

/**
 * Short-lived access token (HS256 JWT). Carries only the user id, role and sign-in (`sid`, the refresh-token family);
 * everything else is read fresh (decision 020: requireAuth refuses a token whose sign-in was ended).
 */
export async function signAccessToken(auth: AuthInfo, secret: string, ttlSeconds: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return sign(
    {
      sub: auth.userId,
      role: auth.role,
      ...(auth.sessionId ? { sid: auth.sessionId } : {}),
      iat: now,
      exp: now + ttlSeconds,
    },
    secret,
    'HS256',
  );
}

export async function verifyAccessToken(token: string, secret: string): Promise<AuthInfo | null> {
  try {
    const payload = await verify(token, secret, 'HS256');
    if (typeof payload.sub !== 'string' || (payload.role !== 'user' && payload.role !== 'admin')) return null;
    return {
      userId: payload.sub,
      role: payload.role,
      ...(typeof payload.iat === 'number' ? { issuedAt: payload.iat } : {}),
      ...(typeof payload.sid === 'string' ? { sessionId: payload.sid } : {}),
    };
  } catch {
    return null;
  }
}
