import type * as v from 'valibot';
import {
  STARTER_ROLES,
  salaryLedgerLabel,
  type SalaryKind,
  type SalaryPaymentJson,
  type StaffJson,
  type StorePermission,
  type StoreRoleJson,
  type staffSchema,
  type storeRoleSchema,
} from '#shared/schemas/staff';
import type { DB } from '../db/database';
import { newId, nowIso } from '../ids';
import { revokeAllOfUser } from '../auth/refresh-tokens';
import { recordTransaction } from './transaction-repository';

/** Store roles, staff members and salary payments. Every query is scoped by the token's store. */

type RoleData = v.InferOutput<typeof storeRoleSchema>;
type StaffData = v.InferOutput<typeof staffSchema>;

const parseList = (text: string): StorePermission[] => {
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list) ? (list as StorePermission[]) : [];
  } catch {
    return [];
  }
};

/** Creates the starter roles (couturier, coupeur, vendeur / caissier, gérant) when the store has no role yet. */
export async function seedStarterRoles(db: DB, storeId: string): Promise<void> {
  const any = await db.selectFrom('store_roles').select('id').where('store_id', '=', storeId).executeTakeFirst();
  if (any) return;
  // A millisecond apart: the roles list in the starter order.
  const at = (i: number) => new Date(Date.now() + i).toISOString();
  await db
    .insertInto('store_roles')
    .values(
      STARTER_ROLES.map((r, i) => ({
        id: newId(),
        store_id: storeId,
        name: r.name,
        permissions: JSON.stringify(r.permissions),
        created_at: at(i),
        updated_at: at(i),
      })),
    )
    .execute();
}

export async function listRoles(db: DB, storeId: string, id?: string): Promise<StoreRoleJson[]> {
  let q = db
    .selectFrom('store_roles')
    .select((eb) => [
      'store_roles.id',
      'store_roles.name',
      'store_roles.permissions',
      eb
        .selectFrom('staff')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('staff.role_id', '=', 'store_roles.id')
        .as('staff_count'),
    ])
    .where('store_roles.store_id', '=', storeId);
  if (id) q = q.where('store_roles.id', '=', id);
  const rows = await q.orderBy('store_roles.created_at').orderBy('store_roles.name').execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    permissions: parseList(r.permissions),
    staffCount: Number(r.staff_count ?? 0),
  }));
}

export async function roleNameTaken(db: DB, storeId: string, name: string, exceptId: string | null) {
  const rows = await db.selectFrom('store_roles').select(['id', 'name']).where('store_id', '=', storeId).execute();
  return rows.some((r) => r.id !== exceptId && r.name.toLowerCase() === name.toLowerCase());
}

export async function insertRole(db: DB, storeId: string, data: RoleData): Promise<string> {
  const id = newId();
  const now = nowIso();
  await db
    .insertInto('store_roles')
    .values({
      id,
      store_id: storeId,
      name: data.name,
      permissions: JSON.stringify(data.permissions),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** Changes a role; its staff accounts are signed out (they sign in again with the new permissions). */
export async function updateRole(db: DB, storeId: string, id: string, data: RoleData): Promise<void> {
  await db
    .updateTable('store_roles')
    .set({ name: data.name, permissions: JSON.stringify(data.permissions), updated_at: nowIso() })
    .where('id', '=', id)
    .where('store_id', '=', storeId)
    .execute();
  const members = await db
    .selectFrom('staff')
    .select('user_id')
    .where('store_id', '=', storeId)
    .where('role_id', '=', id)
    .where('user_id', 'is not', null)
    .execute();
  for (const m of members) await revokeSessions(db, m.user_id!);
}

export async function deleteRole(db: DB, storeId: string, id: string): Promise<void> {
  await db.deleteFrom('store_roles').where('id', '=', id).where('store_id', '=', storeId).execute();
}

const staffColumns = [
  'staff.id',
  'staff.name',
  'staff.phone',
  'staff.role_id',
  'staff.salary_kind',
  'staff.salary_amount',
  'staff.active',
  'staff.user_id',
  'staff.created_at',
  'store_roles.name as role_name',
  'users.email as account_email',
  'users.phone as account_phone',
] as const;

export async function listStaff(db: DB, storeId: string, id?: string): Promise<StaffJson[]> {
  let q = db
    .selectFrom('staff')
    .leftJoin('store_roles', 'store_roles.id', 'staff.role_id')
    .leftJoin('users', 'users.id', 'staff.user_id')
    .select(staffColumns)
    .where('staff.store_id', '=', storeId);
  if (id) q = q.where('staff.id', '=', id);
  const rows = await q.orderBy('staff.active', 'desc').orderBy('staff.name').execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    phone: r.phone,
    roleId: r.role_id,
    roleName: r.role_name ?? null,
    salaryKind: r.salary_kind,
    salaryAmount: Number(r.salary_amount),
    active: Number(r.active) === 1,
    account: r.user_id ? (r.account_email ?? r.account_phone ?? null) : null,
    createdAt: r.created_at,
  }));
}

export async function findStaff(db: DB, storeId: string, id: string) {
  return db.selectFrom('staff').selectAll().where('id', '=', id).where('store_id', '=', storeId).executeTakeFirst();
}

export async function roleOfStore(db: DB, storeId: string, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('store_roles')
    .select('id')
    .where('id', '=', id)
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  return !!row;
}

export async function insertStaff(db: DB, storeId: string, data: StaffData): Promise<string> {
  const id = newId();
  const now = nowIso();
  await db
    .insertInto('staff')
    .values({
      id,
      store_id: storeId,
      name: data.name,
      phone: data.phone,
      role_id: data.roleId,
      salary_kind: data.salaryKind,
      salary_amount: data.salaryAmount,
      active: data.active ? 1 : 0,
      user_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/**
 * Saves a staff member. Deactivating them or changing their role signs their account out at once (its access tokens
 * and refresh tokens are refused, decision 020): they sign in again with what the new role allows, or not at all.
 */
export async function updateStaff(db: DB, storeId: string, id: string, data: StaffData): Promise<void> {
  const before = await findStaff(db, storeId, id);
  if (!before) return;
  await db
    .updateTable('staff')
    .set({
      name: data.name,
      phone: data.phone,
      role_id: data.roleId,
      salary_kind: data.salaryKind,
      salary_amount: data.salaryAmount,
      active: data.active ? 1 : 0,
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .where('store_id', '=', storeId)
    .execute();
  const deactivated = Number(before.active) === 1 && !data.active;
  if (before.user_id && (deactivated || before.role_id !== data.roleId)) await revokeSessions(db, before.user_id);
}

/** How many staff members of the store have a sign-in account (the plan's maxStaffAccounts). */
export async function countStaffAccounts(db: DB, storeId: string): Promise<number> {
  const row = await db
    .selectFrom('staff')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('store_id', '=', storeId)
    .where('user_id', 'is not', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** A staff account: a `user` row without a subscription of its own, attached to one staff member of one store. */
export async function createStaffAccount(
  db: DB,
  storeId: string,
  staffId: string,
  account: { name: string; email: string | null; phone: string | null; passwordHash: string },
): Promise<string> {
  const userId = newId();
  const now = nowIso();
  const [first, ...rest] = account.name.split(/\s+/);
  await db
    .insertInto('users')
    .values({
      id: userId,
      first_name: first ?? account.name,
      last_name: rest.join(' '),
      email: account.email,
      phone: account.phone,
      password_hash: account.passwordHash,
      role: 'user',
      gender: null,
      referral_code: `S${userId.replace(/-/g, '').slice(-11).toUpperCase()}`,
      referred_by: null,
      profile_image: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .updateTable('staff')
    .set({ user_id: userId, updated_at: now })
    .where('id', '=', staffId)
    .where('store_id', '=', storeId)
    .execute();
  return userId;
}

/** Ends every sign-in of an account now: its refresh tokens are revoked, its access tokens refused. */
/** Takes a staff member's sign-in away: the account is disabled, unlinked from the staff line, its sessions end. */
export async function removeStaffAccount(db: DB, staffId: string, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await revokeSessions(trx, userId);
    await trx.updateTable('staff').set({ user_id: null }).where('id', '=', staffId).execute();
    await trx.updateTable('users').set({ disabled_at: nowIso() }).where('id', '=', userId).execute();
  });
}

export async function revokeSessions(db: DB, userId: string): Promise<void> {
  await db.updateTable('users').set({ sessions_revoked_at: nowIso() }).where('id', '=', userId).execute();
  await revokeAllOfUser(db, userId);
}

export async function listSalaryPayments(db: DB, storeId: string, staffId?: string): Promise<SalaryPaymentJson[]> {
  let q = db
    .selectFrom('salary_payments')
    .innerJoin('staff', 'staff.id', 'salary_payments.staff_id')
    .select([
      'salary_payments.id',
      'salary_payments.staff_id',
      'staff.name',
      'salary_payments.period',
      'salary_payments.kind',
      'salary_payments.pieces',
      'salary_payments.amount',
      'salary_payments.note',
      'salary_payments.paid_at',
    ])
    .where('salary_payments.store_id', '=', storeId);
  if (staffId) q = q.where('salary_payments.staff_id', '=', staffId);
  const rows = await q.orderBy('salary_payments.paid_at', 'desc').limit(500).execute();
  return rows.map((r) => ({
    id: r.id,
    staffId: r.staff_id,
    staffName: r.name,
    period: r.period,
    kind: r.kind,
    pieces: r.pieces === null ? null : Number(r.pieces),
    amount: Number(r.amount),
    note: r.note,
    paidAt: r.paid_at,
  }));
}

export async function paidForPeriod(db: DB, storeId: string, staffId: string, period: string): Promise<number> {
  const row = await db
    .selectFrom('salary_payments')
    .select((eb) => eb.fn.sum<number>('amount').as('total'))
    .where('store_id', '=', storeId)
    .where('staff_id', '=', staffId)
    .where('period', '=', period)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/**
 * Pays a staff member for a period: the payment and its expense line in the ledger (`salaryLedgerLabel`), in one
 * transaction. Answers the payment's id.
 */
export async function paySalary(
  db: DB,
  storeId: string,
  p: {
    staffId: string;
    period: string;
    kind: SalaryKind;
    pieces: number | null;
    amount: number;
    note: string | null;
    staffName: string;
  },
): Promise<string> {
  const id = newId();
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('salary_payments')
      .values({
        id,
        store_id: storeId,
        staff_id: p.staffId,
        period: p.period,
        kind: p.kind,
        pieces: p.pieces,
        amount: p.amount,
        note: p.note,
        paid_at: now,
        created_at: now,
      })
      .execute();
    await recordTransaction(trx, storeId, {
      kind: 'expense',
      amount: p.amount,
      day: now.slice(0, 10),
      label: salaryLedgerLabel(p.period, p.staffName),
      source: 'salary',
      sourceId: id,
      note: p.note,
    });
  });
  return id;
}
