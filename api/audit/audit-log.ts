import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { newId, nowIso } from '../ids';
import type { AuditAction, AuditDto } from '#shared/admin';
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

/** The entries about one account or one store (or the whole log), newest first. */
export async function listAudit(
  db: Kysely<Database>,
  filter: { userId?: string; storeId?: string; targetId?: string },
  limit = 100,
): Promise<AuditDto[]> {
  let q = db
    .selectFrom('audit_log')
    .leftJoin('users', 'users.id', 'audit_log.actor_id')
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
      'users.first_name',
      'users.last_name',
    ]);
  if (filter.userId) q = q.where('audit_log.subject_user_id', '=', filter.userId);
  if (filter.storeId) q = q.where('audit_log.subject_store_id', '=', filter.storeId);
  if (filter.targetId) q = q.where('audit_log.target_id', '=', filter.targetId);
  const rows = await q.orderBy('audit_log.created_at', 'desc').orderBy('audit_log.id', 'desc').limit(limit).execute();
  return rows.map((r) => ({
    id: r.id,
    actor: r.actor_id ? { id: r.actor_id, name: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() } : null,
    action: r.action as AuditAction,
    targetType: r.target_type,
    targetId: r.target_id,
    before: parse(r.before),
    after: parse(r.after),
    message: r.message,
    createdAt: r.created_at,
  }));
}
