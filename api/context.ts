import type { StorePermission } from '#shared/schemas/staff';
import type { AppConfig } from './config';
import type { DB } from './db/database';
import type { Mailer } from './mail/mailer';
import type { Role } from '#shared/constants';

/** Fields of a log line (ids, counts, durations: never what a person typed). */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

/** The server's logger (api/logger.ts: JSON lines through pino, secrets and contacts masked). */
export interface Logger {
  info(msg: string, fields?: LogFields): void;
  error(msg: string, err?: unknown, fields?: LogFields): void;
}

/** Everything a route needs from the outside world; built once by server.ts or by the test harness. */
export interface AppDeps {
  db: DB;
  config: AppConfig;
  mailer: Mailer;
  log: Logger;
}

/** Who is calling, from a verified access token. */
export interface AuthInfo {
  userId: string;
  role: Role;
  /** seconds since epoch, from the access token */
  issuedAt?: number;
  /** the sign-in (refresh-token family) the token was issued for: signing out of it refuses the token at once */
  sessionId?: string;
  /** set by requireAuth: the account is a store's staff account (a member of one store, not its owner) */
  staff?: boolean;
}

/** A staff account's membership of its store (null for the store's owner, who holds every permission). */
export interface StoreMember {
  staffId: string;
  roleId: string | null;
  permissions: readonly StorePermission[];
}

/** Hono environment shared by every sub-app: typed context variables. */
export interface AppEnv {
  Variables: {
    deps: AppDeps;
    auth: AuthInfo;
    /** The caller's own store (merchant routes behind requireStore). Tenancy comes from here, never from the URL. */
    storeId: string;
    /** null for the store's owner; a staff account's membership otherwise (requireStore) */
    member: StoreMember | null;
    /** the store owner's user id (subscription and plan are the owner's) */
    ownerId: string;
    /** This request's id (X-Request-Id), set by api/ops/observe.ts. */
    requestId: string;
    /** The route pattern a handler that answers outside the router (storefront pages, the PWA) reports for logs and metrics. */
    routePattern: string;
  };
}
