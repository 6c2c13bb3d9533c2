import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { handleError } from '../http/errors';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { signAccessToken } from './access-token';
import { categoryRoutes } from '../catalog/categories';
import { productRoutes } from '../catalog/products';
import { merchantOrderRoutes, storeMessageRoutes } from '../orders/merchant-routes';
import { publishingRoutes } from '../publishing/routes';
import { dashboardRoutes } from '../dashboard/routes';
import { syncRoutes } from '../sync/routes';
import { checkoutSettingsRoutes } from '../checkout/routes';
import { promoCodeRoutes } from '../promo-codes/routes';
import { customerRoutes } from '../customers/routes';
import { atelierSettingsRoutes } from '../atelier/routes';
import { personalizationRoutes } from '../personalization/routes';
import { storeDomainRoutes } from '../store-domains/routes';
import { adminContactMessageRoutes, adminShopRoutes, adminStatsRoutes, adminUserRoutes } from '../admin/routes';
import { adminPlanRoutes } from '../admin/plans-routes';
import { adminRequestRoutes, adminSubscriptionRoutes } from '../admin/subscriptions-routes';
import { createMerchant, createUser } from '../testing/factories';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

/**
 * Decision 009: guards are applied once per sub-app with use('*'), so a route someone adds LATER to a merchant or
 * admin sub-app cannot run without them. Each real sub-app gets a new route after it is built, and is probed.
 */
const merchantSubApps = {
  '/api/categories': categoryRoutes,
  '/api/products': productRoutes,
  '/api/orders': merchantOrderRoutes,
  '/api/store-messages': storeMessageRoutes,
  '/api/storefront': publishingRoutes,
  '/api/dashboard': dashboardRoutes,
  '/api/sync': syncRoutes,
  '/api/checkout-settings': checkoutSettingsRoutes,
  '/api/promo-codes': promoCodeRoutes,
  '/api/customers': customerRoutes,
  '/api/atelier/settings': atelierSettingsRoutes,
  '/api/personalization': personalizationRoutes,
  '/api/store-domain': storeDomainRoutes,
};

const adminSubApps = {
  '/api/admin/plans': adminPlanRoutes,
  '/api/admin/subscriptions': adminSubscriptionRoutes,
  '/api/admin/subscription-requests': adminRequestRoutes,
  '/api/admin/stats': adminStatsRoutes,
  '/api/admin/shops': adminShopRoutes,
  '/api/admin/users': adminUserRoutes,
  '/api/admin/contact-messages': adminContactMessageRoutes,
};

let t: TestContext;
let app: Hono<AppEnv>;
const tokens = { merchant: '', suspended: '', storeless: '', admin: '' };

/** Deep enough that no existing `/:id…` route of the sub-app answers it first. */
const ADDED = '/added/later/by/someone';

function withAddedRoute(routes: Hono<AppEnv>) {
  routes.get(ADDED, (c) => c.json({ ran: true, storeId: c.var.storeId ?? null }));
  routes.post(ADDED, (c) => c.json({ ran: true, storeId: c.var.storeId ?? null }));
  return routes;
}

beforeAll(async () => {
  t = await createTestContext();
  app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('deps', t.deps);
    await next();
  });
  for (const [prefix, factory] of Object.entries(merchantSubApps)) app.route(prefix, withAddedRoute(factory()));
  for (const [prefix, factory] of Object.entries(adminSubApps)) app.route(prefix, withAddedRoute(factory()));
  app.onError((err, c) => handleError(err, c, () => {}));

  tokens.merchant = (await createMerchant(t.db, t.config, { subscription: 'active' })).token;
  tokens.suspended = (await createMerchant(t.db, t.config, { subscription: 'suspended' })).token;
  const { userId: storeless } = await createUser(t.db, t.config, {
    role: 'user',
    email: 'sans-boutique@test.local',
    password: 'x',
  });
  tokens.storeless = await signAccessToken({ userId: storeless, role: 'user' }, t.config.jwtSecret, 3600);
  const { userId: admin } = await createUser(t.db, t.config, {
    role: 'admin',
    email: 'admin@test.local',
    password: 'x',
  });
  tokens.admin = await signAccessToken({ userId: admin, role: 'admin' }, t.config.jwtSecret, 3600);
});
afterAll(async () => t.close());

describe('a route added later to a sub-app', () => {
  it.each(Object.keys(merchantSubApps))(
    'a new route under %s runs only for a merchant with a store',
    async (prefix) => {
      const url = `${prefix}${ADDED}`;
      expect((await requestJson(app, 'GET', url)).status).toBe(401);
      expect((await requestJson(app, 'GET', url, undefined, 'not-a-token')).status).toBe(401);
      expect((await requestJson(app, 'GET', url, undefined, tokens.admin)).status).toBe(403);
      const storeless = await requestJson(app, 'GET', url, undefined, tokens.storeless);
      expect(storeless.status).toBe(404);
      expect(storeless.data.message).toBe("Vous n'avez pas encore configuré votre boutique.");
      // A suspended account still reads, but cannot write.
      expect((await requestJson(app, 'GET', url, undefined, tokens.suspended)).status).toBe(200);
      expect((await requestJson(app, 'POST', url, {}, tokens.suspended)).status).toBe(403);
      const ok = await requestJson(app, 'POST', url, {}, tokens.merchant);
      expect(ok.status).toBe(200);
      expect(ok.data).toMatchObject({ ran: true, storeId: expect.any(String) });
    },
  );

  it.each(Object.keys(adminSubApps))('a new route under %s runs only for an admin', async (prefix) => {
    const url = `${prefix}${ADDED}`;
    expect((await requestJson(app, 'GET', url)).status).toBe(401);
    expect((await requestJson(app, 'GET', url, undefined, tokens.merchant)).status).toBe(403);
    expect((await requestJson(app, 'POST', url, {}, tokens.admin)).status).toBe(200);
  });

  it('no admin prefix holds another: the token is checked once per request', async () => {
    const { createApp } = await import('../app');
    const statements: string[] = [];
    const db = t.db.withPlugin({
      transformQuery: (args) => {
        const kind = args.node.kind;
        if (kind === 'SelectQueryNode') statements.push(t.db.getExecutor().compileQuery(args.node, args.queryId).sql);
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const counted = createApp({ ...t.deps, db });
    const cases = {
      '/api/admin/plans': 200,
      '/api/admin/stats': 200,
      '/api/admin/users': 200,
      '/api/admin/plans/no/such/route': 404,
    };
    for (const [url, status] of Object.entries(cases)) {
      statements.length = 0;
      expect((await requestJson(counted, 'GET', url, undefined, tokens.admin)).status, url).toBe(status);
      const accountChecks = statements.filter((q) =>
        /^select "id", "role", "disabled_at", "sessions_revoked_at"/.test(q),
      );
      expect(accountChecks, url).toHaveLength(1);
    }
  });

  it('the real app answers 401, not 404, on an unknown path under a guarded prefix', async () => {
    for (const prefix of Object.keys(merchantSubApps)) {
      expect((await requestJson(t.app, 'GET', `${prefix}/nothing-here`)).status, prefix).toBe(401);
    }
  });
});
