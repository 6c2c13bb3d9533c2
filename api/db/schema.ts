import type { CoreTables } from './tables-core';
import type { CatalogTables } from './tables-catalog';
import type { SyncTables } from './tables-sync';
import type { PublishingTables } from './tables-publishing';
import type { AdminTables } from './tables-admin';
import type { ContentTables } from './tables-content';
import type { AtelierTables } from './tables-atelier';
import type { CheckoutTables } from './tables-checkout';
import type { PaymentTables } from './tables-payments';

/** The whole database as Kysely sees it: one interface per domain, merged here. */
export interface Database
  extends
    CoreTables,
    CatalogTables,
    SyncTables,
    PublishingTables,
    AdminTables,
    ContentTables,
    AtelierTables,
    CheckoutTables,
    PaymentTables {}
