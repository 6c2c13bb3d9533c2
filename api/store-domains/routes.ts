import { Hono } from 'hono';
import {
  DOMAIN_NOT_SERVED,
  DOMAIN_REMOVED,
  DOMAIN_SAVED,
  isDomainName,
  normalizeHost,
  storeDomainSchema,
  type StoreDomainDto,
} from '#shared/schemas/store-domain';
import { storeGuards } from '../auth/guards';
import type { AppEnv } from '../context';
import type { DB } from '../db/database';
import type { AppConfig } from '../config';
import { readValidBody } from '../http/validate';
import { assertCustomDomain, effectivePlanForStore, limitReachedMessage } from '../plans/limits';
import { enqueuePublish } from '../publishing/enqueue';
import { storefrontSiteUrl } from '../storefronts/site-url';
import { cachedStoreOfDomain, forgetDomain } from './domain-cache';
import { domainOfStore, setStoreDomain } from './domain-repository';
import { platformHost } from './host';

async function domainDto(db: DB, config: AppConfig, storeId: string): Promise<StoreDomainDto> {
  const [{ domain, slug, seenAt }, plan] = await Promise.all([
    domainOfStore(db, storeId),
    effectivePlanForStore(db, storeId),
  ]);
  const allowed = plan.limits.customDomain;
  return {
    domain,
    allowed,
    platformHost: platformHost(config),
    siteUrl: storefrontSiteUrl({ slug, customDomain: allowed ? domain : null }, config.publicUrl),
    reason: allowed ? null : await limitReachedMessage(db, plan, 'customDomain'),
    seenAt,
  };
}

/**
 * /api/store-domain — the store's own domain (decision 023): read it, set it (plan-gated: 403 naming the plan that
 * includes it), or clear it (always allowed). A change republishes the storefront: its canonical addresses name the
 * domain. Changed by the owner or a staff account with the settings permission.
 */
export function storeDomainRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use('*', ...storeGuards('settings'));

  routes.get('/', async (c) => {
    const { db, config } = c.var.deps;
    return c.json<{ data: StoreDomainDto }>({ data: await domainDto(db, config, c.var.storeId) });
  });

  routes.put('/', async (c) => {
    const { db, config } = c.var.deps;
    const storeId = c.var.storeId;
    const { data } = await readValidBody(c, storeDomainSchema(platformHost(config)));
    const before = await domainOfStore(db, storeId);
    if (data.domain) await assertCustomDomain(db, storeId);
    if (data.domain !== before.domain) {
      await setStoreDomain(db, storeId, data.domain);
      forgetDomain(db, before.domain, data.domain);
      await enqueuePublish(db, storeId);
    }
    return c.json<{ message: string; data: StoreDomainDto }>({
      message: data.domain ? DOMAIN_SAVED : DOMAIN_REMOVED,
      data: await domainDto(db, config, storeId),
    });
  });

  return routes;
}

/**
 * /api/domains — public. `GET /api/domains/allowed?domain=maboutique.sn` is what a TLS proxy asks before it requests
 * a certificate for a name it has never seen (Caddy's on-demand TLS `ask`): 200 only for the domain of a store whose
 * plan includes one and whose subscription is not suspended, 404 for anything else, so nobody can make the proxy
 * fetch certificates for names that are not ours to serve.
 */
export function domainRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get('/allowed', async (c) => {
    const domain = normalizeHost(c.req.query('domain') ?? '');
    const store = isDomainName(domain) ? await cachedStoreOfDomain(c.var.deps.db, domain) : null;
    if (!store || !store.allowed || store.suspended) return c.json({ message: DOMAIN_NOT_SERVED }, 404);
    return c.body(null, 200);
  });
  return routes;
}
