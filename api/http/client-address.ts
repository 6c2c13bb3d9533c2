import type { Context } from 'hono';
import type { AppEnv } from '../context';

type NodeEnv = {
  incoming?: { socket?: { remoteAddress?: string } };
  server?: { incoming?: { socket?: { remoteAddress?: string } } };
};

/**
 * The caller's address, for per-address limits (sign-in throttle, shopper orders, contact forms).
 * By default the socket's address: a client-supplied header is trivially forged. With TRUST_PROXY=true (the server
 * sits behind one reverse proxy), the LAST X-Forwarded-For entry — the one our proxy appended — is used; entries
 * before it come from the client and are ignored.
 */
export function clientAddress(c: Context<AppEnv>): string {
  if (c.var.deps?.config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for');
    const last = forwarded
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .pop();
    if (last) return normalise(last);
  }
  const env = c.env as NodeEnv | undefined;
  const address = env?.incoming?.socket?.remoteAddress ?? env?.server?.incoming?.socket?.remoteAddress;
  return address ? normalise(address) : 'unknown'; // app.request() in tests has no socket
}

const normalise = (address: string) => address.replace(/^::ffff:/, '');
