import type { Context } from 'hono';
import type { AppConfig } from '../config';
import type { AppEnv } from '../context';
import { normalizeHost } from '#shared/schemas/store-domain';

/** The platform's own host name (PUBLIC_URL's), which no store may take and which custom domains point to. */
export const platformHost = (config: Pick<AppConfig, 'publicUrl'>): string => new URL(config.publicUrl).hostname;

/**
 * The host name a request was sent to, lower-case, without port. The Host header as the connection carried it; with
 * TRUST_PROXY=true (one reverse proxy in front, decision 021), the last X-Forwarded-Host entry — the one our proxy
 * wrote — when there is one, as the client address reads X-Forwarded-For (api/http/client-address.ts). Caddy and
 * nginx pass Host through unchanged, so most set-ups need neither.
 */
export function requestHost(c: Context<AppEnv>): string {
  let raw: string | undefined;
  if (c.var.deps?.config.trustProxy) {
    raw = c.req
      .header('x-forwarded-host')
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .pop();
  }
  raw ??= c.req.header('host') ?? new URL(c.req.url).host;
  return hostWithoutPort(raw);
}

/** « MaBoutique.SN:443 » → « maboutique.sn »; « [::1]:3000 » → « [::1] ». */
export function hostWithoutPort(raw: string): string {
  const host = raw.startsWith('[') ? raw.slice(0, raw.indexOf(']') + 1) : raw.replace(/:\d*$/, '');
  return normalizeHost(host);
}

/** Hosts that are never a store's: the platform's, loopback, and bare addresses (no lookup for them). */
export function isPlatformRequestHost(host: string, config: Pick<AppConfig, 'publicUrl'>): boolean {
  return (
    host === platformHost(config) ||
    host === 'localhost' ||
    host === '' ||
    host.startsWith('[') ||
    /^[\d.]+$/.test(host) ||
    !host.includes('.')
  );
}
