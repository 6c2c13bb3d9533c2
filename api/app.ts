import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { REQUEST_TOO_LARGE, ROUTE_NOT_FOUND } from '#shared/messages';
import type { AppDeps, AppEnv } from './context';
import { ApiError, handleError } from './http/errors';
import { securityHeaders } from './http/security-headers';
import { compressJson } from './http/compression';
import { authRoutes } from './auth/routes';
import { csrfRoutes } from './auth/csrf';
import { storeRoutes } from './stores/routes';
import { profileRoutes } from './account/routes';
import { publicRoutes } from './publics/routes';
import { searchEngineRoutes } from './storefronts/search-engines';
import { notificationRoutes } from './notifications/routes';
import { pushRoutes } from './push/routes';
import { planRoutes } from './plans/routes';
import { contactRoutes } from './contact/routes';
import { syncRoutes } from './sync/routes';
// The synced tables register themselves into the sync engine (the engine never imports them, decision 014).
import './synced-tables';
import { categoryRoutes } from './catalog/categories';
import { productRoutes } from './catalog/products';
import { catalogRoutes } from './catalog/catalog-routes';
import { merchantOrderRoutes, storeMessageRoutes } from './orders/merchant-routes';
import { shopRoutes } from './orders/shop-routes';
import { customerRoutes } from './customers/routes';
import { checkoutSettingsRoutes } from './checkout/routes';
import { paymentConnectionRoutes } from './payments/connection-routes';
import { paymentNotificationRoutes } from './payments/notification-routes';
import { promoCodeRoutes } from './promo-codes/routes';
import { publishingRoutes } from './publishing/routes';
import { adminContactMessageRoutes, adminShopRoutes, adminStatsRoutes, adminUserRoutes } from './admin/routes';
import { adminPlanRoutes } from './admin/plans-routes';
import { adminAuditRoutes } from './admin/audit-routes';
import { adminDashboardRoutes } from './admin/dashboard-routes';
import { adminRequestRoutes, adminSubscriptionRoutes } from './admin/subscriptions-routes';
import { subscriptionRoutes } from './subscriptions/routes';
import { dashboardRoutes } from './dashboard/routes';
import { atelierClothingTypeRoutes, atelierPartRoutes, atelierSettingsRoutes } from './atelier/routes';
import { atelierTransactionCategoryRoutes, atelierTransactionRoutes } from './atelier/transaction-routes';
import {
  atelierFabricRoutes,
  atelierFabricTypeRoutes,
  atelierServiceRoutes,
  atelierSupplierRoutes,
  atelierSupplierTypeRoutes,
} from './atelier/resource-routes';
import { atelierMeRoutes, atelierRoleRoutes, atelierSalaryRoutes, atelierStaffRoutes } from './atelier/staff-routes';
import { uploadRoutes } from './web/uploads';
import { personalizationRoutes } from './personalization/routes';
import { testimonyRoutes } from './testimonies/routes';
import { referralRoutes } from './referrals/routes';
import { serveStorefronts } from './storefronts/serve';
import { domainRoutes, storeDomainRoutes } from './store-domains/routes';
import { serveCustomDomains } from './store-domains/serve-custom-domain';
import { servePwa } from './web/pwa';
import { shopperErrorPage, shopperPageSlug } from './storefronts/shopper-error-page';
import { readinessRoutes } from './ops/readiness';
import { observe } from './ops/observe';
import { metricsRoute } from './ops/metrics-route';

/** Largest body any route accepts (product images are ≤ 5 MB each; a few per request). */
export const MAX_BODY_BYTES = 12 * 1024 * 1024;

/** Builds the whole HTTP application without opening a port (tests call app.request()). */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  // Request id, one JSON log line and the metrics of every request, refusals and errors included.
  app.use('*', observe);
  // Outermost after deps: every answer, refusals and errors included, gets them (decision 011).
  app.use('*', securityHeaders);
  // JSON answers compressed by Accept-Encoding (static files carry their build-time .br/.gz twins).
  app.use('*', compressJson);
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new ApiError(413, REQUEST_TOO_LARGE);
    },
  });
  // Only requests that carry a body pay for the limit: bodyLimit wraps the body stream, which cut the throughput of
  // every GET by 2.5× (measured: 51k → 19k req/s on a bare route).
  app.use('/api/*', (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next)));

  // One sub-app per resource, each at its own prefix; each applies its guards once with use('*') (decision 009).
  app.get('/api/health', (c) => c.json({ status: 'ok' }));
  // Whether this process can serve: its database, its bucket, its migrations (and not shutting down).
  app.route('/api/ready', readinessRoutes());
  app.get('/metrics', metricsRoute);
  app.route('/sanctum', csrfRoutes());
  // Sign-in paths predate the prefixes (/api/login, /api/register, /api/password/…): the only sub-app at /api, and
  // it has no use('*') (most of its routes are public).
  app.route('/api', authRoutes());
  app.route('/api/stores', storeRoutes());
  app.route('/api/profile', profileRoutes());
  app.route('/api/publics', publicRoutes());
  app.route('/api/plans', planRoutes());
  app.route('/api/contact', contactRoutes());
  app.route('/api/shop', shopRoutes());
  app.route('/api/notifications', notificationRoutes('user'));
  app.route('/api/push', pushRoutes());
  app.route('/api/sync', syncRoutes());
  app.route('/api/categories', categoryRoutes());
  app.route('/api/products', productRoutes());
  app.route('/api/catalog', catalogRoutes());
  app.route('/api/orders', merchantOrderRoutes());
  app.route('/api/customers', customerRoutes());
  app.route('/api/checkout-settings', checkoutSettingsRoutes());
  app.route('/api/payment-connection', paymentConnectionRoutes());
  app.route('/api/payments', paymentNotificationRoutes());
  app.route('/api/promo-codes', promoCodeRoutes());
  app.route('/api/store-messages', storeMessageRoutes());
  app.route('/api/storefront', publishingRoutes());
  app.route('/api/subscription', subscriptionRoutes());
  app.route('/api/admin/plans', adminPlanRoutes());
  app.route('/api/admin/dashboard', adminDashboardRoutes());
  app.route('/api/admin/subscriptions', adminSubscriptionRoutes());
  app.route('/api/admin/subscription-requests', adminRequestRoutes());
  app.route('/api/dashboard', dashboardRoutes());
  app.route('/api/atelier/settings', atelierSettingsRoutes());
  app.route('/api/atelier/parts', atelierPartRoutes());
  app.route('/api/atelier/clothing-types', atelierClothingTypeRoutes());
  app.route('/api/atelier/transactions', atelierTransactionRoutes());
  app.route('/api/atelier/transaction-categories', atelierTransactionCategoryRoutes());
  app.route('/api/atelier/fabric-types', atelierFabricTypeRoutes());
  app.route('/api/atelier/fabrics', atelierFabricRoutes());
  app.route('/api/atelier/supplier-types', atelierSupplierTypeRoutes());
  app.route('/api/atelier/suppliers', atelierSupplierRoutes());
  app.route('/api/atelier/services', atelierServiceRoutes());
  app.route('/api/atelier/me', atelierMeRoutes());
  app.route('/api/atelier/roles', atelierRoleRoutes());
  app.route('/api/atelier/staff', atelierStaffRoutes());
  app.route('/api/atelier/salaries', atelierSalaryRoutes());
  app.route('/api/admin/stats', adminStatsRoutes());
  app.route('/api/admin/shops', adminShopRoutes());
  app.route('/api/admin/users', adminUserRoutes());
  app.route('/api/admin/contact-messages', adminContactMessageRoutes());
  app.route('/api/admin/audit', adminAuditRoutes());
  app.route('/api/admin-notifications', notificationRoutes('admin'));
  app.route('/api/personalization', personalizationRoutes());
  app.route('/api/testimonies', testimonyRoutes());
  app.route('/api/referrals', referralRoutes());
  app.route('/api/store-domain', storeDomainRoutes());
  app.route('/api/domains', domainRoutes());
  app.all('/api/*', (c) => c.json({ message: ROUTE_NOT_FOUND }, 404));

  app.route('/uploads', uploadRoutes());
  // A store's own domain (Host) before the platform's /{slug} storefronts and the PWA (decision 023).
  app.use('*', serveCustomDomains);
  app.route('/', searchEngineRoutes());
  app.use('*', serveStorefronts);
  app.use('*', servePwa);
  app.notFound((c) => c.json({ message: ROUTE_NOT_FOUND }, 404));
  // A shopper's page request gets an HTML page in the store's look, never JSON (shopper-error-page.ts).
  app.onError((err, c) => {
    const shopperSlug = shopperPageSlug(c);
    return shopperSlug ? shopperErrorPage(err, c, shopperSlug, deps.log.error) : handleError(err, c, deps.log.error);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
