import type { PlanName, Role, SubscriptionStatus } from './constants';
import type { EffectivePlan, PlanDto } from './plans';
import type { StoreDto } from './schemas/store';
import type { SubscriptionDto, SubscriptionRequestDto } from './subscriptions';

/**
 * The JSON shapes the platform-admin API answers (/api/admin/*), typed once: the API's repositories return them and
 * the admin screens' `queries.ts` read them (decision 010).
 */

/** Every paged list: one page of rows and where it stands. */
export interface Page<T> {
  data: T[];
  meta: { page: number; perPage: number; total: number };
}

/** How many merchants have each status as their current subscription. */
export type StatusCounts = Record<SubscriptionStatus, number>;

/** GET /api/admin/stats: figures of the admin dashboard. */
export interface AdminStats {
  shops: number;
  users: number;
  subscriptions: StatusCounts;
}

/** What an administrator did (decision 017). Shown on the shop's and the user's page. */
export type AuditAction =
  | 'subscription.status'
  | 'subscription.suspend'
  | 'subscription.reactivate'
  | 'subscription.expire'
  | 'request.accept'
  | 'request.refuse'
  | 'plan.create'
  | 'plan.update'
  | 'user.disable'
  | 'user.enable'
  | 'user.sessions_revoked'
  | 'contact.status';

/** One entry of the audit log as the admin pages show it. */
export interface AuditDto {
  id: string;
  actor: { id: string; name: string } | null;
  action: AuditAction;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  /** before → after in the admin's words (« Plan : Gratuit → Starter »): what the screens show, never the raw values */
  changes: string[];
  /** the shop the entry is about, if any */
  store: { id: string; name: string } | null;
  message: string | null;
  createdAt: string;
}

/** GET /api/admin/audit: one page of the whole platform's log, and who and which shops appear in it (filters). */
export interface AuditPage {
  data: AuditDto[];
  meta: { page: number; perPage: number; total: number };
  actors: { id: string; name: string }[];
  stores: { id: string; name: string }[];
}

export interface AdminOwner {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
}

/** A store as a line of a list: id, name and slug. */
export type StoreRef = { id: string; name: string; slug: string } | null;

/** A shop's figures for the admin: catalogue, customers, orders (count and delivered revenue), last order. */
export interface ShopFigures {
  products: number;
  categories: number;
  customers: number;
  orders: number;
  deliveredRevenue: number;
  lastOrderAt: string | null;
}

/** GET /api/admin/shops: one line. */
export interface AdminShopRow {
  id: string;
  name: string;
  slug: string;
  logo: string | null;
  email: string;
  phone: string;
  currency: string;
  created_at: string;
  owner: AdminOwner;
  subscription: { status: SubscriptionStatus | null; plan: PlanName | null };
  counts: { products: number; orders: number };
}

/** GET /api/admin/shops/{id}: the store in full, its owner, subscriptions, figures, audit and plan limits. */
export interface AdminShopDetail extends Omit<StoreDto, 'subscription'> {
  owner: AdminOwner;
  subscription: { status: SubscriptionStatus | null; plan: PlanName | null };
  subscriptions: SubscriptionDto[];
  figures: ShopFigures;
  audit: AuditDto[];
  limits: EffectivePlan;
}

/** A merchant's current subscription as the users' list shows it. */
export interface AdminUserSubscription {
  status: SubscriptionStatus;
  plan: PlanName | null;
  endDate: string | null;
}

/** GET /api/admin/users: one line. Never the password hash. */
export interface AdminUserRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  role: Role;
  profile_image: string | null;
  created_at: string;
  lastLoginAt: string | null;
  disabled: boolean;
  store: StoreRef;
  subscription: AdminUserSubscription | null;
}

/** GET /api/admin/users/{id}. */
export interface AdminUserDetail extends Omit<AdminUserRow, 'disabled'> {
  gender: string | null;
  referral_code: string;
  disabledAt: string | null;
  sessionsRevokedAt: string | null;
  subscriptions: SubscriptionDto[];
  audit: AuditDto[];
}

/** GET /api/admin/contact-messages: one message of the public contact page. */
export interface ContactMessageJson {
  id: string;
  fullName: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  read: boolean;
  /** Inbox state: new, read, answered, archived. */
  status: ContactStatus;
  created_at: string;
}

export const CONTACT_STATUSES = ['new', 'read', 'answered', 'archived'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  new: 'Nouveau',
  read: 'Lu',
  answered: 'Répondu',
  archived: 'Archivé',
};

/** A merchant as the subscription screens show her (the list leaves out the phone, the detail has it). */
export type SubscriptionMerchant = Omit<AdminOwner, 'phone'> & { phone?: string | null };

/** A line of GET /api/admin/subscriptions. */
export type AdminSubscriptionRow = SubscriptionDto & { merchant: SubscriptionMerchant; store: StoreRef };

/** GET /api/admin/subscriptions/:id: the subscription with its merchant's history, requests and audit trail. */
export type AdminSubscriptionDetail = AdminSubscriptionRow & {
  history: SubscriptionDto[];
  requests: SubscriptionRequestDto[];
  audit: AuditDto[];
};

/** GET /api/admin/subscription-requests/:id: the request with its merchant's subscriptions. */
export type AdminRequestDetail = SubscriptionRequestDto & { history: SubscriptionDto[] };

/** A plan in the admin's list, with how many subscriptions use it by status. */
export type AdminPlan = PlanDto & { usage: StatusCounts };

/** GET /api/admin/plans/:id: the plan, its usage and its change history. */
export type AdminPlanDetail = AdminPlan & { history: AuditDto[] };
