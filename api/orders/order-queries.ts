import type { Insertable } from 'kysely';
import { compiledOnce } from '../db/compiled';
import type { OrdersTable } from '../db/tables-catalog';
import type { CustomersTable } from '../db/tables-core';
import { latestSubscription } from '../subscriptions/current';

/**
 * The statements of a shopper order (POST /api/shop/{slug}/orders), each compiled once (api/db/compiled.ts, decision
 * 008): the order's CPU was mostly Kysely building and compiling these anew for every order. Same SQL as the builders
 * they replace; tenant isolation is in each `where` (store_id), as before.
 */

/** What checkout reads of a store (checkoutStoreOf in checkout-order.ts), and its owner, who is notified of orders. */
const CHECKOUT_STORE_COLUMNS = [
  'id',
  'user_id',
  'name',
  'slug',
  'phone',
  'currency',
  'website',
  'delivery_settings',
  'payment_settings',
  'time_zone',
] as const;

/**
 * The store behind a storefront slug, with its checkout data (as checkoutStoreById reads it: a shopper order needs
 * no second read of the store), and its owner's current subscription status (one statement, not three).
 */
export const storeBySlug = compiledOnce((db, p: (name: 'slug') => never) =>
  db
    .selectFrom('stores')
    .select(CHECKOUT_STORE_COLUMNS)
    .select((eb) => latestSubscription(eb, 'stores.user_id').select('subscriptions.status').as('status'))
    .where('slug', '=', p('slug')),
);

/** The store's checkout data and its owner, by id. */
export const checkoutStoreById = compiledOnce((db, p: (name: 'id') => never) =>
  db.selectFrom('stores').select(CHECKOUT_STORE_COLUMNS).where('id', '=', p('id')),
);

/** A product of this store on sale (not deleted, published). */
export const productOnSale = compiledOnce((db, p: (name: 'id' | 'storeId') => never) =>
  db
    .selectFrom('products')
    .selectAll()
    .where('id', '=', p('id'))
    .where('store_id', '=', p('storeId'))
    .where('deleted_at', 'is', null)
    .where('published', '=', 1),
);

/**
 * Takes `quantity` items of a product of this store on sale, only if that many are left (two shoppers never get the
 * same last item), and answers the product's row: the read and the stock check in one statement. No row: not on
 * sale here, or too few left (productOnSale tells which).
 */
export const takeProductStock = compiledOnce((db, p: (name: 'id' | 'storeId' | 'quantity' | 'now') => never) =>
  db
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '-', p('quantity')), updated_at: p('now') }))
    .where('id', '=', p('id'))
    .where('store_id', '=', p('storeId'))
    .where('deleted_at', 'is', null)
    .where('published', '=', 1)
    .where('stock', '>=', p('quantity'))
    .returningAll(),
);

/** More people than a family shares one phone with: the oldest are enough to find a name among them. */
const SAME_CONTACT_MAX = 20;

/**
 * The store's live customers with this phone, then those with this e-mail, oldest first (each branch indexed by
 * (store_id, phone|email, created_at)), in one statement; `found_by` 0 is the phone's, 1 the e-mail's. A shared
 * family phone holds a few people: the caller picks the one with the order's name (shared/customer-match.ts).
 */
export const customerByPhoneOrEmail = compiledOnce((db, p: (name: 'storeId' | 'phone' | 'email') => never) => {
  const oldest = (column: 'phone' | 'email', value: never, foundBy: number) =>
    db
      .selectFrom((sub) =>
        sub
          .selectFrom('customers')
          .selectAll()
          .where('store_id', '=', p('storeId'))
          .where('deleted_at', 'is', null)
          .where(column, '=', value)
          .orderBy('created_at')
          .limit(SAME_CONTACT_MAX)
          .as(column === 'phone' ? 'by_phone' : 'by_email'),
      )
      .selectAll()
      .select((eb) => eb.lit(foundBy).as('found_by'));
  return oldest('phone', p('phone'), 0).unionAll(oldest('email', p('email'), 1));
});

/** Every column of a new row, each a stand-in: one compiled INSERT whatever the values. */
function allColumns<C extends string>(columns: readonly C[], p: (name: C) => never): Record<C, never> {
  return Object.fromEntries(columns.map((c) => [c, p(c)])) as Record<C, never>;
}

const ORDER_COLUMNS = [
  'id',
  'store_id',
  'code',
  'status',
  'customer_id',
  'product_id',
  'sub_product_id',
  'product_name',
  'quantity',
  'unit_price',
  'total',
  'firstname',
  'lastname',
  'phone',
  'email',
  'city',
  'address',
  'lines',
  'message',
  'history',
  'due_date',
  'garments',
  'payments',
  'delivery_option',
  'delivery_zone',
  'delivery_zone_id',
  'delivery_fee',
  'payment_method',
  'promo_code',
  'discount',
  'transaction_id',
  'transaction_declared_at',
  'transaction_key',
  'transaction_reused_for',
  'paid_at',
  'paid_via',
  'version',
  'created_at',
  'updated_at',
  'deleted_at',
] as const satisfies readonly (keyof OrdersTable)[];

/**
 * A new order row, every column named. A code another order of the store already has is not an error: nothing is
 * written (0 rows) and the caller draws another code (the unique index on store_id, code judges, no read first).
 */
export const insertOrder = compiledOnce((db, p: (name: (typeof ORDER_COLUMNS)[number]) => never) =>
  db
    .insertInto('orders')
    .values(allColumns(ORDER_COLUMNS, p))
    .onConflict((oc) => oc.columns(['store_id', 'code']).doNothing()),
);
export type OrderInsert = Required<Insertable<OrdersTable>>;

const CUSTOMER_COLUMNS = [
  'id',
  'store_id',
  'first_name',
  'last_name',
  'phone',
  'email',
  'city',
  'address',
  'gender',
  'notes',
  'measurements',
  'same_phone_as',
  'version',
  'created_at',
  'updated_at',
  'deleted_at',
] as const satisfies readonly (keyof CustomersTable)[];

export const insertCustomer = compiledOnce((db, p: (name: (typeof CUSTOMER_COLUMNS)[number]) => never) =>
  db.insertInto('customers').values(allColumns(CUSTOMER_COLUMNS, p)),
);

/** Every column of the table is in the list: a column added later cannot be silently left out of the INSERT. */
type Unlisted<T, L extends readonly PropertyKey[]> = Exclude<keyof T, L[number]>;
const allOrderColumns: [Unlisted<OrdersTable, typeof ORDER_COLUMNS>] extends [never] ? true : false = true;
const allCustomerColumns: [Unlisted<CustomersTable, typeof CUSTOMER_COLUMNS>] extends [never] ? true : false = true;
void [allOrderColumns, allCustomerColumns];
