import type { RequestStatus } from '#shared/subscriptions';

// Row shapes of the subscription life cycle and admin tables (migrations/2026-11-23-0200-*.ts, decision 017).

export interface SubscriptionRequestsTable {
  id: string;
  user_id: string;
  plan_id: string;
  amount: number;
  fullname: string;
  phone: string;
  transaction_id: string | null;
  transaction_key: string | null;
  status: RequestStatus;
  admin_message: string | null;
  decided_by: string | null;
  decided_at: string | null;
  subscription_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface AuditLogTable {
  id: string;
  actor_id: string | null;
  action: string;
  target_type: string;
  target_id: string;
  subject_user_id: string | null;
  subject_store_id: string | null;
  /** JSON */
  before: string | null;
  /** JSON */
  after: string | null;
  message: string | null;
  created_at: string;
}

export interface SubscriptionRemindersTable {
  subscription_id: string;
  kind: '7d' | '1d' | 'day';
  sent_at: string;
}

export interface AdminTables {
  subscription_requests: SubscriptionRequestsTable;
  audit_log: AuditLogTable;
  subscription_reminders: SubscriptionRemindersTable;
}
