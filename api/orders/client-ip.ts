import type { Context } from 'hono';

/**
 * The shopper's address as the socket saw it. X-Forwarded-For is NOT trusted: anyone can send it, and trusting it
 * would let a script dodge the per-IP limit. (Behind a reverse proxy, the proxy's address is what we see; a
 * TRUST_PROXY setting would be the place to read the header.) Tests pass `{incoming: {socket: {remoteAddress}}}`
 * as the request env.
 */
export function clientIp(c: Context): string {
  const env = c.env as
    { incoming?: { socket?: { remoteAddress?: string } }; server?: { incoming?: { socket?: { remoteAddress?: string } } } } | undefined;
  const address = env?.incoming?.socket?.remoteAddress ?? env?.server?.incoming?.socket?.remoteAddress;
  return address ? address.replace(/^::ffff:/, '') : 'unknown';
}
