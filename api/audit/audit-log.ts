import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { newId, nowIso } from '../ids';
import type { AuditAction, AuditDto, AuditPage } from '#shared/admin';
import { auditChanges } from '#shared/audit-changes';
import { storeIdOfUser } from '../stores/store-repository';

export type { AuditAction, AuditDto };

export interface AuditEntry {
  actorId: string | null;
  action: AuditAction;
  targetType: 'subscription' | 'request' | 'plan' | 'user' | 'contact';
  targetId: string;
  subjectUserId?: string | null;
  subjectStoreId?: string | null;
  before?: unknown;
  after?: unknown;
  message?: string | null;
  at?: string;
}

/** Writes one entry; call it inside the action's transaction so that the log and the change land together. */
export async function writeAudit(db: Kysely<Database>, e: AuditEntry): Promise<void> {
  let storeId = e.subjectStoreId ?? null;
  if (storeId === null && e.subjectUserId) {
    storeId = await storeIdOfUser(db, e.subjectUserId);
  }
  await db
    .insertInto('audit_log')
    .values({
      id: newId(),
      actor_id: e.actorId,
      action: e.action,
      target_type: e.targetType,
      target_id: e.targetId,
      subject_user_id: e.subjectUserId ?? null,
      subject_store_id: storeId,
      before: e.before === undefined ? null : JSON.stringify(e.before),
      after: e.after === undefined ? null : JSON.stringify(e.after),
      message: e.message ?? null,
      created_at: e.at ?? nowIso(),
    })
    .execute();
}

const parse = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** Filters of the platform's audit screen: actor (an admin's id, or 'system'), kind, shop, days (YYYY-MM-DD, inclusive). */
export interface AuditFilter {
  userId?: string;
  storeId?: string;
  targetId?: string;
  actorId?: string | 'system';
  action?: AuditAction;
  from?: string;
  to?: string;
}

function auditQuery(db: Kysely<Database>, filter: AuditFilter) {
  let q = db
    .selectFrom('audit_log')
    .leftJoin('users', 'users.id', 'audit_log.actor_id')
    .leftJoin('stores', 'stores.id', 'audit_log.subject_store_id');
  if (filter.userId) q = q.where('audit_log.subject_user_id', '=', filter.userId);
  if (filter.storeId) q = q.where('audit_log.subject_store_id', '=', filter.storeId);
  if (filter.targetId) q = q.where('audit_log.target_id', '=', filter.targetId);
  if (filter.actorId === 'system') q = q.where('audit_log.actor_id', 'is', null);
  else if (filter.actorId) q = q.where('audit_log.actor_id', '=', filter.actorId);
  if (filter.action) q = q.where('audit_log.action', '=', filter.action);
  // created_at is an ISO instant (UTC): a day's entries are those from its start to the next day's
  if (filter.from) q = q.where('audit_log.created_at', '>=', `${filter.from}T00:00:00.000Z`);
  if (filter.to) q = q.where('audit_log.created_at', '<', `${nextDay(filter.to)}T00:00:00.000Z`);
  return q;
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The entries about one account or one store (or the whole log), newest first. */
export async function listAudit(
  db: Kysely<Database>,
  filter: AuditFilter,
  limit = 100,
  offset = 0,
): Promise<AuditDto[]> {
  const rows = await auditQuery(db, filter)
    .select([
      'audit_log.id',
      'audit_log.actor_id',
      'audit_log.action',
      'audit_log.target_type',
      'audit_log.target_id',
      'audit_log.before',
      'audit_log.after',
      'audit_log.message',
      'audit_log.created_at',
      'audit_log.subject_store_id',
      'users.first_name',
      'users.last_name',
      'stores.name as store_name',
    ])
    .orderBy('audit_log.created_at', 'desc')
    .orderBy('audit_log.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => {
    const action = r.action as AuditAction;
    const before = parse(r.before);
    const after = parse(r.after);
    return {
      id: r.id,
      actor: r.actor_id ? { id: r.actor_id, name: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() } : null,
      action,
      targetType: r.target_type,
      targetId: r.target_id,
      before,
      after,
      changes: auditChanges(action, before, after),
      store: r.subject_store_id && r.store_name ? { id: r.subject_store_id, name: r.store_name } : null,
      message: r.message,
      createdAt: r.created_at,
    };
  });
}

/** One page of the whole platform's log (the admin's audit screen), with the actors and shops to filter by. */
export async function pageAudit(
  db: Kysely<Database>,
  filter: AuditFilter,
  paging: { page: number; perPage: number },
): Promise<AuditPage> {
  const [data, count, actors, stores] = await Promise.all([
    listAudit(db, filter, paging.perPage, (paging.page - 1) * paging.perPage),
    auditQuery(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('audit_log')
      .innerJoin('users', 'users.id', 'audit_log.actor_id')
      .select(['users.id', 'users.first_name', 'users.last_name'])
      .distinct()
      .orderBy('users.first_name')
      .execute(),
    db
      .selectFrom('audit_log')
      .innerJoin('stores', 'stores.id', 'audit_log.subject_store_id')
      .select(['stores.id', 'stores.name'])
      .distinct()
      .orderBy('stores.name')
      .execute(),
  ]);
  return {
    data,
    meta: { page: paging.page, perPage: paging.perPage, total: Number(count.n) },
    actors: actors.map((a) => ({ id: a.id, name: `${a.first_name ?? ''} ${a.last_name ?? ''}`.trim() })),
    stores: stores.map((s) => ({ id: s.id, name: s.name })),
  };
}
