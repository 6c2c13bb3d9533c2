/**
 * Payments that confirm themselves (decision 026, migration 2026-12-05-1300). Server-only tables: never synced to a
 * device, never exported to a storefront.
 */

/** A store's connection to its payment aggregator. The keys are sealed (api/payments/secret-box.ts). */
export interface PaymentConnectionsTable {
  store_id: string;
  provider: string;
  /** the provider's public site (merchant) id, kept clear: it travels in every notification */
  site_id: string;
  /** sealed with AES-256-GCM */
  api_key: string;
  secret_key: string;
  /** the last 4 characters of the API key, the most the merchant's screen ever shows */
  hint: string;
  created_at: string;
  updated_at: string;
}

export type PaymentSessionStatus = 'pending' | 'accepted' | 'refused';

/** One « Payer maintenant »: its id is the transaction id the provider knows; the amount is the order's total. */
export interface PaymentSessionsTable {
  id: string;
  store_id: string;
  order_id: string;
  provider: string;
  amount: number;
  currency: string;
  /** pending until a verified notification says accepted or refused; a pending one past expires_at is expired */
  status: PaymentSessionStatus;
  payment_url: string;
  expires_at: string;
  created_at: string;
  updated_at: string;
}

/** A verified notification, once per (store, fingerprint): the replay of one finds it and changes nothing. */
export interface PaymentEventsTable {
  id: string;
  store_id: string;
  session_id: string | null;
  fingerprint: string;
  /** what it did: paid, already-paid, refused, amount-mismatch, canceled-order, unknown-session, pending */
  outcome: string;
  received_at: string;
}

export interface PaymentTables {
  payment_connections: PaymentConnectionsTable;
  payment_sessions: PaymentSessionsTable;
  payment_events: PaymentEventsTable;
}
