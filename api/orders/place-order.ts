import { discountApplies, PRODUCT_NOT_FOUND } from '#shared/schemas/catalog';
import { SHOP_NOT_FOUND } from '#shared/messages';
import {
  COLOR_UNKNOWN,
  FORM_INVALID,
  SHOPPER_AUTHOR,
  SIZE_UNKNOWN,
  STOCK_SHORT,
  STORE_UNAVAILABLE,
  LINE_GONE,
  newCartOrderNotice,
  newOrderNotice,
  orderLinesOf,
  stockShortFor,
  variantColorOnly,
  variantSizeOnly,
  type CartLineInput,
  type ShopperOrderInput,
} from '#shared/schemas/order';
import { linesSummary, newOrderCode, type OrderRecord } from '#shared/schemas/order-record';
import { randomInt } from 'node:crypto';
import { normalizePhone } from '#shared/phone';
import type { DB } from '../db/database';
import { nextVersion, nextVersions } from '../db/sync-version';
import { lockSyncCounter } from '../db/dialect';
import { inGroupCommit } from '../db/group-commit';
import { ApiError, forbidden, notFound } from '../http/errors';
import { newId, nowIso } from '../ids';
import { notifyUserAtGroupEnd } from '../notifications/notify';
import { enqueuePublishAtGroupEnd } from '../publishing/enqueue';
import { orderColumns } from './order-row';
import {
  checkoutStoreById,
  customerByPhoneOrEmail,
  insertCustomer,
  insertOrder,
  productOnSale,
  storeBySlug,
  takeProductStock,
  type OrderInsert,
} from './order-queries';
import { takeRateSlotsIn, type RateSlot } from './rate-limit';
import { keyOf, mergedLines } from './cart-lines';
import { checkoutOfOrder, checkoutStoreOf, type ReservedLine } from './checkout-order';
import type { CheckoutStore } from './checkout-answers';
import { shopperPhone } from '../checkout/store-checkout';
import { sameName } from '#shared/customer-match';

/** The store behind a storefront slug, refusing a suspended one (its storefront says 'Boutique indisponible'). */
export async function findOpenStore(db: DB, slug: string) {
  // One compiled statement: the store and its owner's current subscription (api/orders/order-queries.ts).
  const row = (await storeBySlug(db, { slug })).rows[0];
  if (!row) throw notFound(SHOP_NOT_FOUND);
  const { status, ...store } = row;
  if (status === 'suspended') throw forbidden(STORE_UNAVAILABLE);
  return store;
}

/** A store's checkout data and its owner, as checkoutStoreById (and findOpenStore) read them. */
type CheckoutStoreRow = Awaited<ReturnType<typeof checkoutStoreById>>['rows'][number];

/** The order's input: a cart (`lines`) or one product at the top (a cart of one line). */
export type PlaceOrderInput = Omit<ShopperOrderInput, 'lines'> & { lines?: CartLineInput[] };

/** One line reserved in the order's transaction: what the record keeps, and the category the promo code judges. */

/**
 * A shopper's order, all or nothing: on SQLite in its own savepoint of a group commit shared with the orders placed at
 * the same moment (one disk flush for the group, answered after it; api/db/group-commit.ts), on PostgreSQL in its own
 * transaction. Counts the attempt against the shopper's rate limits, checks every line's product (and variant) belong
 * to this store and are on sale, reserves the stock of every line (a conditional decrement, so two shoppers can never
 * take the same last item; one line short refuses the whole order, naming it), finds or creates the customer by phone
 * or e-mail, writes the `pending` order — one code, one delivery fee, one promo code for the whole cart —, notifies
 * the merchant and queues a republish (the storefront shows the stock). Answers the order with the store's checkout
 * data it was judged with (the answer's summary needs it: no second read).
 */
export async function placeShopperOrder(
  db: DB,
  storeId: string,
  input: PlaceOrderInput,
  /** the shopper's rate limits, counted in this transaction (first: a refusal writes nothing) */
  rate: RateSlot[] = [],
  /** the store's checkout data and owner when the caller has just read them (findOpenStore): not read again */
  known?: CheckoutStoreRow,
): Promise<{ id: string; code: string; record: OrderRecord; store: CheckoutStore }> {
  const cart = (input.lines?.length ?? 0) > 0;
  const wanted = mergedLines(orderLinesOf({ ...input, lines: input.lines ?? [] }));
  return inGroupCommit(db, async (trx) => {
    await takeRateSlotsIn(trx, rate);
    await lockSyncCounter(trx, storeId);
    // The checkout data and the owner (notified below) in one read.
    const storeRow = known?.id === storeId ? known : (await checkoutStoreById(trx, { id: storeId })).rows[0];
    if (!storeRow) throw notFound(SHOP_NOT_FOUND);
    const ownerId = storeRow.user_id;
    const store = checkoutStoreOf(storeRow);
    // Stock is taken in one order of ids whatever the cart's order: two carts sharing products lock their rows in
    // the same order on PostgreSQL (no deadlock). The record keeps the shopper's order of lines.
    const reserved = new Array<ReservedLine>(wanted.length);
    const byId = wanted
      .map((w, i) => ({ w, i }))
      .sort((a, b) => (keyOf(a.w) < keyOf(b.w) ? -1 : keyOf(a.w) > keyOf(b.w) ? 1 : a.i - b.i));
    for (const { w, i } of byId) {
      try {
        reserved[i] = await reserveLine(trx, storeId, w);
      } catch (err) {
        throw cart ? namedLineRefusal(err, w.index) : err;
      }
    }
    const lines = reserved.map((r) => r.line);

    // Read with the store's country: « 628 12 34 56 » in a Guinean store is +224….
    const phone = shopperPhone(store, input.phone) ?? normalizePhone(input.phone) ?? input.phone;
    const email = input.email.toLowerCase();
    const { customerId, orderVersion } = await findOrCreateCustomer(trx, storeId, { ...input, phone, email });
    const id = newId();
    const now = nowIso();
    let code = drawOrderCode();
    // Delivery, payment and promo code: every amount computed here, from the store's data.
    const checkout = await checkoutOfOrder(trx, store, reserved, input);
    const record: OrderRecord = {
      code,
      status: 'pending',
      customerId,
      firstname: input.firstname,
      lastname: input.lastname,
      phone,
      email,
      city: input.city,
      address: null,
      lines,
      message: null,
      total: checkout.priced.total,
      history: [{ status: 'pending', at: now, by: SHOPPER_AUTHOR, message: null }],
      createdAt: now,
      ...checkout.fields,
    };
    const row: OrderInsert = {
      id,
      store_id: storeId,
      ...orderColumns(record),
      version: orderVersion,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    };
    // A code already used in this store writes nothing (unique index): another one is drawn (rare, 6 characters).
    while (Number((await insertOrder(trx, row)).numAffectedRows ?? 0) !== 1) {
      code = drawOrderCode();
      record.code = code;
      row.code = code;
    }
    await checkout.redeem(id);
    // The notification and the republish are written once for the orders committed together (api/db/group-commit.ts).
    const notice =
      lines.length === 1
        ? newOrderNotice(lines[0]!.name, lines[0]!.quantity, input.firstname, input.lastname)
        : newCartOrderNotice(linesSummary(lines), input.firstname, input.lastname);
    await notifyUserAtGroupEnd(trx, ownerId, 'orders', id, notice);
    // The stock shown on the storefront changed; queued in the same commit (no disk flush of its own).
    await enqueuePublishAtGroupEnd(trx, storeId);
    return { id, code, record, store };
  });
}

/** A line's refusal, said on that line of the cart (`lines.2.quantity`), the stock refusal naming the article. */
function namedLineRefusal(err: unknown, index: number): unknown {
  if (!(err instanceof ApiError)) return err;
  if (err.status === 404) return new ApiError(422, LINE_GONE, { [`lines.${index}.productId`]: [LINE_GONE] });
  const message = err instanceof StockShort ? stockShortFor(err.line) : err.message;
  const errors = Object.fromEntries(
    Object.entries(err.errors ?? {}).map(([field, list]) => [
      `lines.${index}.${field}`,
      err instanceof StockShort ? [message] : list,
    ]),
  );
  return new ApiError(err.status, message, errors);
}

/** Too few left of a line's article (named: a cart's refusal says which). */
class StockShort extends ApiError {
  constructor(readonly line: string) {
    super(422, STOCK_SHORT, { quantity: [STOCK_SHORT] });
  }
}

/**
 * One line, in the order's transaction: the product (and variant) of this store on sale, the size and colour it
 * offers, its price of the day, and its stock taken (refused when too few are left).
 */
async function reserveLine(trx: DB, storeId: string, input: CartLineInput): Promise<ReservedLine> {
  // Without a variant, the product's stock is taken by the statement that reads it (UPDATE … RETURNING); read
  // alone when that took nothing (to tell an unknown product from too few left) or for a variant.
  const takenProduct = input.subProductId
    ? undefined
    : (await takeProductStock(trx, { id: input.productId, storeId, quantity: input.quantity, now: nowIso() })).rows[0];
  const product = takenProduct ?? (await productOnSale(trx, { id: input.productId, storeId })).rows[0];
  if (!product) throw notFound(PRODUCT_NOT_FOUND);

  const sizes = parseList(product.sizes);
  const colors = parseList(product.colors);
  let unitPrice = discountApplies(product) ? product.discount_price! : product.price;
  let size = input.size;
  let color = input.color;
  let productName = product.name;
  let subProductId = input.subProductId;
  if (input.subProductId) {
    const variants = await trx
      .selectFrom('sub_products')
      .selectAll()
      .where('product_id', '=', product.id)
      .where('store_id', '=', storeId)
      .where('deleted_at', 'is', null)
      .execute();
    const named = variants.find((v) => v.id === input.subProductId);
    if (!named) throw notFound(PRODUCT_NOT_FOUND);
    // The size and colour chips are the choice: a form posted without JavaScript names the first
    // variant with the chips the shopper picked, so the variant of that size and colour is the one she orders.
    const fits = (v: typeof named) => (size === null || v.size === size) && (color === null || v.color === color);
    const sub = fits(named) ? named : (variants.find((v) => fits(v) && v.stock > 0) ?? variants.find(fits) ?? named);
    subProductId = sub.id;
    // A variant made in one size or colour is ordered in it: a different choice is refused, none takes the variant's.
    if (sub.size !== null && size !== null && size !== sub.size) throw variantChoiceRefused('size', sub.size);
    if (sub.color !== null && color !== null && color !== sub.color) throw variantChoiceRefused('color', sub.color);
    if (sub.size !== null) sizes.push(sub.size);
    if (sub.color !== null) colors.push(sub.color);
    checkChoices(size, sizes, color, colors);
    productName = `${product.name} — ${sub.name}`;
    if (sub.stock < input.quantity) throw new StockShort(productName);
    const taken = await trx
      .updateTable('sub_products')
      .set((eb) => ({ stock: eb('stock', '-', input.quantity), updated_at: nowIso() }))
      .where('id', '=', sub.id)
      .where('stock', '>=', input.quantity)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) throw new StockShort(productName);
    unitPrice = sub.price;
    size ??= sub.size;
    color ??= sub.color;
  } else {
    // A refused choice rolls the taken stock back with the rest of the order.
    checkChoices(size, sizes, color, colors);
    if (!takenProduct) throw new StockShort(productName);
  }
  return {
    line: { productId: product.id, subProductId, name: productName, size, color, quantity: input.quantity, unitPrice },
    categoryId: product.category_id,
  };
}

/** A new order code (6 characters); the order's INSERT tells whether this store already has it. */
const drawOrderCode = () => newOrderCode((n) => randomInt(n));

function parseList(text: string): string[] {
  try {
    const value = JSON.parse(text);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
}

const variantChoiceRefused = (field: 'size' | 'color', own: string) =>
  new ApiError(422, FORM_INVALID, {
    [field]: [field === 'size' ? variantSizeOnly(own) : variantColorOnly(own)],
  });

/** A size or colour the product (or its chosen variant) does not offer is refused (422, on its field). */
function checkChoices(size: string | null, sizes: string[], color: string | null, colors: string[]) {
  if (size !== null && !sizes.includes(size)) throw choiceRefused('size');
  if (color !== null && !colors.includes(color)) throw choiceRefused('color');
}

const choiceRefused = (field: 'size' | 'color') =>
  new ApiError(422, FORM_INVALID, { [field]: [field === 'size' ? SIZE_UNKNOWN : COLOR_UNKNOWN] });

/**
 * The store's customer with this phone or e-mail AND this name (accents, case and order of the names ignored; phone
 * first), else a new one — which keeps, as `same_phone_as`, the oldest customer whose phone it shares under another
 * name, for the merchant to merge or keep apart. Details the found customer lacks are filled in from the order; every
 * write bumps the synced `version` so offline clients pull it. Also takes the order's own version, in the same
 * statement as the customer's when the customer is written (the order's is the next one: the customer's row comes
 * first in a pull, as before).
 */
async function findOrCreateCustomer(
  trx: DB,
  storeId: string,
  who: { firstname: string; lastname: string; phone: string; email: string; city: string },
): Promise<{ customerId: string; orderVersion: number }> {
  const matches = (await customerByPhoneOrEmail(trx, { storeId, phone: who.phone, email: who.email })).rows;
  const named = { firstName: who.firstname, lastName: who.lastname };
  const byName = (c: (typeof matches)[number]) => sameName({ firstName: c.first_name, lastName: c.last_name }, named);
  const found =
    matches.find((c) => Number(c.found_by) === 0 && byName(c)) ??
    matches.find((c) => Number(c.found_by) === 1 && byName(c));
  const samePhoneAs = found ? null : (matches.find((c) => Number(c.found_by) === 0)?.id ?? null);
  const now = nowIso();
  if (found) {
    const missing = {
      ...(found.phone ? {} : { phone: who.phone }),
      ...(found.email ? {} : { email: who.email }),
      ...(found.city ? {} : { city: who.city }),
    };
    if (Object.keys(missing).length > 0) {
      const orderVersion = await nextVersions(trx, storeId, 2);
      const version = orderVersion - 1;
      await trx
        .updateTable('customers')
        .set({ ...missing, version, updated_at: now })
        .where('id', '=', found.id)
        .execute();
      // Logged like a sync write: a tablet that set one of these offline from an older version gets a conflict to
      // review instead of silently replacing what the shopper typed (the columns are the synced field names).
      await trx
        .insertInto('sync_field_versions')
        .values(
          Object.keys(missing).map((field) => ({
            table_name: 'customers',
            row_id: found.id,
            field,
            version,
            client_id: 'api',
          })),
        )
        .onConflict((oc) =>
          oc
            .columns(['table_name', 'row_id', 'field'])
            .doUpdateSet((eb) => ({ version: eb.ref('excluded.version'), client_id: eb.ref('excluded.client_id') })),
        )
        .execute();
      return { customerId: found.id, orderVersion };
    }
    return { customerId: found.id, orderVersion: await nextVersion(trx, storeId) };
  }
  const orderVersion = await nextVersions(trx, storeId, 2);
  const id = newId();
  await insertCustomer(trx, {
    id,
    store_id: storeId,
    first_name: who.firstname,
    last_name: who.lastname,
    phone: who.phone,
    email: who.email,
    city: who.city,
    address: null,
    gender: null,
    notes: null,
    measurements: '{}',
    same_phone_as: samePhoneAs,
    version: orderVersion - 1,
    created_at: now,
    updated_at: now,
    deleted_at: null,
  });
  return { customerId: id, orderVersion };
}
