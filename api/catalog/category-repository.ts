import { categoryInUseMessage, type CategoryInput } from '#shared/schemas/catalog';
import { CATEGORY_NOT_FOUND } from '#shared/messages';
import type { DB } from '../db/database';
import type { CategoriesTable } from '../db/tables-catalog';
import { ApiError, notFound } from '../http/errors';
import { newId, nowIso } from '../ids';

/** The caller's live category or 404 (another store's id answers exactly like a missing one). */
export async function findOwnCategory(db: DB, storeId: string, id: string): Promise<CategoriesTable> {
  const row = await db
    .selectFrom('categories')
    .selectAll()
    .where('id', '=', id)
    .where('store_id', '=', storeId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
  return row;
}

/** Inserts a new category of the store and returns its row. */
export async function insertCategory(db: DB, storeId: string, input: CategoryInput): Promise<CategoriesTable> {
  const now = nowIso();
  const row = {
    id: newId(),
    store_id: storeId,
    name: input.name,
    description: input.description,
    created_at: now,
    updated_at: now,
    deleted_at: null,
  };
  await db.insertInto('categories').values(row).execute();
  return row;
}

/** Renames / redescribes a category read by `findOwnCategory`; returns the row as it now is. */
export async function updateCategory(
  db: DB,
  storeId: string,
  row: CategoriesTable,
  input: CategoryInput,
): Promise<CategoriesTable> {
  const updated = { ...row, name: input.name, description: input.description, updated_at: nowIso() };
  await db
    .updateTable('categories')
    .set({ name: updated.name, description: updated.description, updated_at: updated.updated_at })
    .where('id', '=', row.id)
    .where('store_id', '=', storeId)
    .execute();
  return updated;
}

/** Soft delete, refused (409) while live products use the category. Call it inside the write's transaction. */
export async function softDeleteCategory(db: DB, storeId: string, categoryId: string): Promise<void> {
  const now = nowIso();
  const used = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('category_id', '=', categoryId)
    .where('store_id', '=', storeId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  const count = Number(used?.n ?? 0);
  if (count > 0) throw new ApiError(409, categoryInUseMessage(count));
  await db
    .updateTable('categories')
    .set({ deleted_at: now, updated_at: now })
    .where('id', '=', categoryId)
    .where('store_id', '=', storeId)
    .execute();
}
