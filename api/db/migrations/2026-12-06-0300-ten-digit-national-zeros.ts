import type { Kysely } from 'kysely';
import { nextStoreVersion } from './next-store-version';

// Before the ten-digit plans were read right (Côte d'Ivoire since 2021, Benin since 2024), the normalizer dropped the
// 0 that belongs to those numbers: « 07 07 12 34 56 » was stored « +225707123456 » instead of « +2250707123456 ».
// No valid number of either plan has nine digits after its country code, so a stored « +225 » or « +229 » followed by
// nine digits is exactly such a number: its 0 is put back, in every column that holds a normalized phone. Without it
// a customer ordering again is not found under her old number, and a merchant who signed up with one cannot sign in
// with the number she types. Customers and orders are synced: each row rewritten takes a new version (logged as an
// API write), so every device pulls it. A user whose corrected number another account already holds keeps his
// (users.phone is unique); sign-in then finds the other one, as it would today. Never edit once landed.
const MISSING_ZERO = /^\+(225|229)([1-9]\d{8})$/;

const corrected = (phone: string | null): string | null => {
  const m = phone ? MISSING_ZERO.exec(phone) : null;
  return m ? `+${m[1]}0${m[2]}` : null;
};

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['customers', 'orders'] as const) {
    const rows: { id: string; store_id: string; phone: string }[] = await db
      .selectFrom(table)
      .select(['id', 'store_id', 'phone'])
      .where((eb: any) => eb.or([eb('phone', 'like', '+225%'), eb('phone', 'like', '+229%')]))
      .execute();
    const now = new Date().toISOString();
    for (const row of rows) {
      const phone = corrected(row.phone);
      if (!phone) continue;
      const version = await nextStoreVersion(db, row.store_id);
      await db.updateTable(table).set({ phone, version, updated_at: now }).where('id', '=', row.id).execute();
      await db
        .insertInto('sync_field_versions')
        .values({ table_name: table, row_id: row.id, field: 'phone', version, client_id: 'api' })
        .onConflict((oc: any) =>
          oc.columns(['table_name', 'row_id', 'field']).doUpdateSet({ version, client_id: 'api' }),
        )
        .execute();
    }
  }

  for (const table of ['users', 'stores'] as const) {
    const rows: { id: string; phone: string }[] = await db
      .selectFrom(table)
      .select(['id', 'phone'])
      .where((eb: any) => eb.or([eb('phone', 'like', '+225%'), eb('phone', 'like', '+229%')]))
      .execute();
    for (const row of rows) {
      const phone = corrected(row.phone);
      if (!phone) continue;
      if (table === 'users') {
        const taken = await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
        if (taken) continue;
      }
      await db.updateTable(table).set({ phone }).where('id', '=', row.id).execute();
    }
  }
}

// The numbers without their 0 are no form any write produces any more: nothing to go back to.
export async function down(): Promise<void> {}
