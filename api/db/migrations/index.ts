import type { Migration } from 'kysely';
import * as core from './2026-11-22-0001-core';
import * as defaultPlans from './2026-11-22-0100-default-plans';
import * as sync from './2026-11-22-0200-sync';
import * as catalog from './2026-11-22-0300-catalog';
import * as publishing from './2026-11-22-0400-publishing';
import * as planLimits from './2026-11-23-0100-plan-limits';
import * as subscriptionRequests from './2026-11-23-0200-subscription-requests-and-audit';
import * as publicationFingerprint from './2026-11-23-0900-publication-fingerprint';
import * as orderLines from './2026-11-23-1000-order-lines';
import * as decimalsDoublePrecision from './2026-11-23-1200-decimals-double-precision';
import * as passwordResetTokens from './2026-11-23-1230-password-reset-tokens';
import * as sessionsRevoked from './2026-11-23-1300-sessions-revoked';
import * as storefrontContent from './2026-11-23-1300-storefront-content';
import * as atelierParts from './2026-11-23-1400-atelier-parts';
import * as deliveryInfo from './2026-11-23-1410-delivery-info';
import * as measurementSets from './2026-11-23-1500-measurement-sets';
import * as atelierOrders from './2026-11-23-1510-atelier-orders';
import * as scaleOut from './2026-11-23-1510-scale-out';
import * as atelierLedger from './2026-11-23-1800-atelier-ledger';
import * as atelierResources from './2026-11-23-1820-atelier-resources';
import * as atelierStaff from './2026-11-23-1830-atelier-staff';
import * as productReference from './2026-11-23-1830-product-reference';
import * as checkout from './2026-11-26-1000-checkout';
import * as storeSyncCounters from './2026-11-26-1100-store-sync-counters';
import * as shopperOrderIndexes from './2026-11-26-1110-shopper-order-indexes';
import * as planWording from './2026-11-26-1400-plan-wording';
import * as customerLookupOrder from './2026-11-26-1600-customer-lookup-order';
import * as currentSubscriptionOrder from './2026-11-27-0200-current-subscription-order';
import * as paymentConnections from './2026-12-05-1300-payment-connections';
import * as customerSamePhone from './2026-12-05-1300-customer-same-phone';
import * as customerPhonesNormalForm from './2026-12-05-1900-customer-phones-normal-form';
import * as tenDigitNationalZeros from './2026-12-06-0300-ten-digit-national-zeros';
import * as publishRetry from './2026-11-26-1760-publish-retry';
import * as orderTransactionKey from './2026-12-05-0900-order-transaction-key';
import * as productImagePreview from './2026-12-05-0900-product-image-preview';
import * as pushSubscriptions from './2026-12-05-0900-push-subscriptions';
import * as storeDomains from './2026-12-05-0900-store-domains';
import * as storeDomainSeen from './2026-12-05-0930-store-domain-seen';

/**
 * Every migration, by date-prefixed name (applied in name order). A static list rather than a folder scan,
 * so the same code runs under tsx, vitest and a bundler. Add one line per new migration file.
 */
export const migrations: Record<string, Migration> = {
  '2026-11-22-0001-core': core,
  '2026-11-22-0100-default-plans': defaultPlans,
  '2026-11-22-0200-sync': sync,
  '2026-11-22-0300-catalog': catalog,
  '2026-11-22-0400-publishing': publishing,
  '2026-11-23-0100-plan-limits': planLimits,
  '2026-11-23-0200-subscription-requests-and-audit': subscriptionRequests,
  '2026-11-23-0900-publication-fingerprint': publicationFingerprint,
  '2026-11-23-1000-order-lines': orderLines,
  '2026-11-23-1200-decimals-double-precision': decimalsDoublePrecision,
  '2026-11-23-1230-password-reset-tokens': passwordResetTokens,
  '2026-11-23-1300-sessions-revoked': sessionsRevoked,
  '2026-11-23-1300-storefront-content': storefrontContent,
  '2026-11-23-1400-atelier-parts': atelierParts,
  '2026-11-23-1410-delivery-info': deliveryInfo,
  '2026-11-23-1500-measurement-sets': measurementSets,
  '2026-11-23-1510-atelier-orders': atelierOrders,
  '2026-11-23-1510-scale-out': scaleOut,
  '2026-11-23-1800-atelier-ledger': atelierLedger,
  '2026-11-23-1820-atelier-resources': atelierResources,
  '2026-11-23-1830-atelier-staff': atelierStaff,
  '2026-11-23-1830-product-reference': productReference,
  '2026-11-26-1000-checkout': checkout,
  '2026-11-26-1100-store-sync-counters': storeSyncCounters,
  '2026-11-26-1110-shopper-order-indexes': shopperOrderIndexes,
  '2026-11-26-1400-plan-wording': planWording,
  '2026-11-26-1600-customer-lookup-order': customerLookupOrder,
  '2026-11-26-1760-publish-retry': publishRetry,
  '2026-12-05-0930-store-domain-seen': storeDomainSeen,
  '2026-11-27-0200-current-subscription-order': currentSubscriptionOrder,
  '2026-12-05-0900-order-transaction-key': orderTransactionKey,
  '2026-12-05-0900-product-image-preview': productImagePreview,
  '2026-12-05-0900-push-subscriptions': pushSubscriptions,
  '2026-12-05-0900-store-domains': storeDomains,
  '2026-12-05-1300-payment-connections': paymentConnections,
  '2026-12-05-1300-customer-same-phone': customerSamePhone,
  '2026-12-05-1900-customer-phones-normal-form': customerPhonesNormalForm,
  '2026-12-06-0300-ten-digit-national-zeros': tenDigitNationalZeros,
};
