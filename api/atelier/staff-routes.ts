import { Hono } from 'hono';
import { EMAIL_TAKEN, PHONE_TAKEN } from '#shared/messages';
import {
  pieceRateSalary,
  ROLE_IN_USE,
  ROLE_INVALID,
  ROLE_NAME_TAKEN,
  ROLE_NOT_FOUND,
  salaryPaymentSchema,
  STAFF_FORBIDDEN,
  STAFF_HAS_ACCOUNT,
  STAFF_NOT_FOUND,
  staffAccountSchema,
  staffSchema,
  storeRoleSchema,
  STORE_PERMISSIONS,
  AMOUNT_INVALID,
  type SalaryDueJson,
  type StaffJson,
  type StoreMemberJson,
  ROLE_ADDED,
  ROLE_UPDATED,
  ROLE_DELETED,
  STAFF_ADDED,
  STAFF_UPDATED,
  STAFF_ACCOUNT_CREATED,
  STAFF_ACCOUNT_DELETED,
  SALARY_PAID,
} from '#shared/schemas/staff';
import type { AppEnv, StoreMember } from '../context';
import type { DB } from '../db/database';
import { storeMemberGuards } from '../auth/guards';
import { normalizeIdentifier, findUserByIdentifier } from '../auth/identifier';
import { hashPassword } from '../auth/passwords';
import { ApiError, forbidden, notFound, unprocessable } from '../http/errors';
import { parseOr422, readValidBody } from '../http/validate';
import { assertWithinLimit } from '../plans/limits';
import { atelierGuards } from './guard';
import { finishedGarments } from './stage-events';
import * as repo from './staff-repository';
import { findStoreById } from '../stores/store-repository';
import * as v from 'valibot';

/** /api/atelier/me — who the caller is in their store: the owner (every permission) or a staff account and its role. */
export function atelierMeRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use('*', ...storeMemberGuards);
  routes.get('/', async (c) => {
    const member = c.var.member;
    const { currency, name, logo } = (await findStoreById(c.var.deps.db, c.var.storeId))!;
    const store = { name, logo: logo ?? null };
    if (!member) {
      const me: StoreMemberJson = { owner: true, permissions: [...STORE_PERMISSIONS], staff: null, currency, store };
      return c.json({ data: me });
    }
    const [staff] = await repo.listStaff(c.var.deps.db, c.var.storeId, member.staffId);
    const me: StoreMemberJson = {
      owner: false,
      permissions: [...member.permissions],
      staff: staff ? { id: staff.id, name: staff.name, roleName: staff.roleName } : null,
      currency,
      store,
    };
    return c.json({ data: me });
  });
  return routes;
}

/** A staff account may only hand out what it holds itself: never a role with more permissions than its own. */
async function assertRoleWithinMember(db: DB, storeId: string, member: StoreMember | null, roleId: string | null) {
  if (!member || !roleId) return;
  const [role] = await repo.listRoles(db, storeId, roleId);
  if (role && role.permissions.some((p) => !member.permissions.includes(p))) throw forbidden(STAFF_FORBIDDEN);
}

/** /api/atelier/roles — the store's roles and their permissions (settings/roles). Starter roles on first read. */
export function atelierRoleRoutes() {
  const routes = new Hono<AppEnv>();
  // Changing roles is the owner's (or 'settings'); whoever manages the staff reads them to choose one.
  routes.use('*', ...atelierGuards('settings', 'staff'));

  routes.get('/', async (c) => {
    const { db } = c.var.deps;
    await repo.seedStarterRoles(db, c.var.storeId);
    return c.json({ data: await repo.listRoles(db, c.var.storeId) });
  });

  routes.post('/', async (c) => {
    const { data } = await readValidBody(c, storeRoleSchema);
    const { db } = c.var.deps;
    if (await repo.roleNameTaken(db, c.var.storeId, data.name, null)) throw unprocessable({ name: [ROLE_NAME_TAKEN] });
    const id = await repo.insertRole(db, c.var.storeId, data);
    const [role] = await repo.listRoles(db, c.var.storeId, id);
    return c.json({ message: ROLE_ADDED, data: role }, 201);
  });

  routes.put('/:id', async (c) => {
    const { data } = await readValidBody(c, storeRoleSchema);
    const { db } = c.var.deps;
    const id = c.req.param('id');
    if (!(await repo.roleOfStore(db, c.var.storeId, id))) throw notFound(ROLE_NOT_FOUND);
    if (await repo.roleNameTaken(db, c.var.storeId, data.name, id)) throw unprocessable({ name: [ROLE_NAME_TAKEN] });
    await db.transaction().execute((trx) => repo.updateRole(trx, c.var.storeId, id, data));
    const [role] = await repo.listRoles(db, c.var.storeId, id);
    return c.json({ message: ROLE_UPDATED, data: role });
  });

  routes.delete('/:id', async (c) => {
    const { db } = c.var.deps;
    const [role] = await repo.listRoles(db, c.var.storeId, c.req.param('id'));
    if (!role) throw notFound(ROLE_NOT_FOUND);
    if (role.staffCount > 0) throw new ApiError(409, ROLE_IN_USE);
    await repo.deleteRole(db, c.var.storeId, role.id);
    return c.json({ message: ROLE_DELETED });
  });
  return routes;
}

/** Salary amounts are shown only to who may see salaries. */
const withoutSalary = (s: StaffJson, member: StoreMember | null): StaffJson =>
  !member || member.permissions.includes('salaries') ? s : { ...s, salaryAmount: null };

/** /api/atelier/staff — staff members (staff/lists, staff/add, staff/profiles/{id}) and their accounts. */
export function atelierStaffRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use('*', ...atelierGuards('staff', 'salaries'));

  routes.get('/', async (c) => {
    const list = await repo.listStaff(c.var.deps.db, c.var.storeId);
    return c.json({ data: list.map((s) => withoutSalary(s, c.var.member)) });
  });

  routes.get('/:id', async (c) => {
    const [staff] = await repo.listStaff(c.var.deps.db, c.var.storeId, c.req.param('id'));
    if (!staff) throw notFound(STAFF_NOT_FOUND);
    return c.json({ data: withoutSalary(staff, c.var.member) });
  });

  routes.post('/', async (c) => {
    const { data } = await readValidBody(c, staffSchema);
    const { db } = c.var.deps;
    if (data.roleId && !(await repo.roleOfStore(db, c.var.storeId, data.roleId)))
      throw unprocessable({ roleId: [ROLE_INVALID] });
    await assertRoleWithinMember(db, c.var.storeId, c.var.member, data.roleId);
    const id = await repo.insertStaff(db, c.var.storeId, data);
    const [staff] = await repo.listStaff(db, c.var.storeId, id);
    return c.json({ message: STAFF_ADDED, data: staff }, 201);
  });

  routes.put('/:id', async (c) => {
    const { data } = await readValidBody(c, staffSchema);
    const { db } = c.var.deps;
    const id = c.req.param('id');
    const before = await repo.findStaff(db, c.var.storeId, id);
    if (!before) throw notFound(STAFF_NOT_FOUND);
    if (data.roleId && !(await repo.roleOfStore(db, c.var.storeId, data.roleId)))
      throw unprocessable({ roleId: [ROLE_INVALID] });
    // A staff account never changes its own role or salary, nor gives a role beyond its own permissions.
    if (c.var.member?.staffId === id) throw forbidden(STAFF_FORBIDDEN);
    await assertRoleWithinMember(db, c.var.storeId, c.var.member, data.roleId);
    await db.transaction().execute((trx) => repo.updateStaff(trx, c.var.storeId, id, data));
    const [staff] = await repo.listStaff(db, c.var.storeId, id);
    return c.json({ message: STAFF_UPDATED, data: staff });
  });

  /** The owner gives a staff member a sign-in (email or phone, and a password the owner tells them). */
  routes.post('/:id/account', async (c) => {
    if (c.var.member) throw forbidden(STAFF_FORBIDDEN);
    const { data } = await readValidBody(c, staffAccountSchema);
    const { db } = c.var.deps;
    const storeId = c.var.storeId;
    const staff = await repo.findStaff(db, storeId, c.req.param('id'));
    if (!staff) throw notFound(STAFF_NOT_FOUND);
    if (staff.user_id) throw new ApiError(409, STAFF_HAS_ACCOUNT);
    const id = normalizeIdentifier(data.emailOrPhone)!;
    const taken = () => unprocessable({ emailOrPhone: [id.kind === 'email' ? EMAIL_TAKEN : PHONE_TAKEN] });
    if (await findUserByIdentifier(db, id)) throw taken();
    await assertWithinLimit(db, storeId, 'maxStaffAccounts', await repo.countStaffAccounts(db, storeId));
    const passwordHash = await hashPassword(data.password);
    try {
      await db.transaction().execute((trx) =>
        repo.createStaffAccount(trx, storeId, staff.id, {
          name: staff.name,
          email: id.kind === 'email' ? id.value : null,
          phone: id.kind === 'phone' ? id.value : null,
          passwordHash,
        }),
      );
    } catch (err) {
      if (await findUserByIdentifier(db, id)) throw taken();
      throw err;
    }
    const [json] = await repo.listStaff(db, storeId, staff.id);
    return c.json({ message: STAFF_ACCOUNT_CREATED, data: json }, 201);
  });

  /** Removes a staff member's sign-in: the account is disabled and unlinked from the staff line; its sessions end. */
  routes.delete('/:id/account', async (c) => {
    if (c.var.member) throw forbidden(STAFF_FORBIDDEN);
    const { db } = c.var.deps;
    const staff = await repo.findStaff(db, c.var.storeId, c.req.param('id'));
    if (!staff) throw notFound(STAFF_NOT_FOUND);
    if (staff.user_id) await repo.removeStaffAccount(db, staff.id, staff.user_id);
    const [json] = await repo.listStaff(db, c.var.storeId, staff.id);
    return c.json({ message: STAFF_ACCOUNT_DELETED, data: json });
  });
  return routes;
}

const dueQuerySchema = v.object({
  staffId: salaryPaymentSchema.entries.staffId,
  period: salaryPaymentSchema.entries.period,
});

/** What the salary gives for a month: the monthly amount, or the rate × garments finished in it. */
async function salaryDue(db: DB, storeId: string, staffId: string, period: string): Promise<SalaryDueJson> {
  const staff = await repo.findStaff(db, storeId, staffId);
  if (!staff) throw notFound(STAFF_NOT_FOUND);
  const paid = await repo.paidForPeriod(db, storeId, staffId, period);
  if (staff.salary_kind === 'piece') {
    const pieces = await finishedGarments(db, storeId, staffId, period);
    return { staffId, period, kind: 'piece', pieces, due: pieceRateSalary(Number(staff.salary_amount), pieces), paid };
  }
  return { staffId, period, kind: 'monthly', pieces: null, due: Number(staff.salary_amount), paid };
}

/** /api/atelier/salaries — salary payments (staff/salary-payement), each also an expense of the ledger. */
export function atelierSalaryRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use('*', ...atelierGuards('salaries'));

  routes.get('/', async (c) => {
    const staffId = c.req.query('staffId') || undefined;
    return c.json({ data: await repo.listSalaryPayments(c.var.deps.db, c.var.storeId, staffId) });
  });

  routes.get('/due', async (c) => {
    const q = parseOr422(dueQuerySchema, c.req.query());
    return c.json({ data: await salaryDue(c.var.deps.db, c.var.storeId, q.staffId, q.period) });
  });

  routes.post('/', async (c) => {
    const { data } = await readValidBody(c, salaryPaymentSchema);
    const { db } = c.var.deps;
    const storeId = c.var.storeId;
    const due = await salaryDue(db, storeId, data.staffId, data.period);
    const amount = data.amount ?? Math.max(0, due.due - due.paid);
    if (!(amount > 0)) throw unprocessable({ amount: [AMOUNT_INVALID] });
    const staff = (await repo.findStaff(db, storeId, data.staffId))!;
    const id = await repo.paySalary(db, storeId, {
      staffId: data.staffId,
      period: data.period,
      kind: due.kind,
      pieces: due.pieces,
      amount,
      note: data.note,
      staffName: staff.name,
    });
    const [payment] = (await repo.listSalaryPayments(db, storeId, data.staffId)).filter((p) => p.id === id);
    return c.json({ message: SALARY_PAID, data: payment }, 201);
  });
  return routes;
}
