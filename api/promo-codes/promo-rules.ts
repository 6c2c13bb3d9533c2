import {
  PROMO_EXHAUSTED,
  PROMO_EXPIRED,
  PROMO_NOT_FOR_PRODUCT,
  PROMO_NOT_STARTED,
  PROMO_OFF,
  PROMO_STATE_LABELS,
  PROMO_UNKNOWN,
  promoBelowMinimum,
  type PromoState,
} from '#shared/schemas/checkout';
import { formatAmount, roundAmount, type PromoCodeJson } from '#shared/checkout';
import type { DB } from '../db/database';
import type { PromoCodesTable } from '../db/tables-checkout';

type PromoRow = Omit<PromoCodesTable, 'uses' | 'product_ids' | 'active'> & {
  uses: number;
  product_ids: string;
  active: number;
};

export interface JudgedPromo {
  id: string;
  code: string;
  discount: number;
}

function productIdsOf(row: Pick<PromoRow, 'product_ids'>): string[] {
  try {
    const ids = JSON.parse(row.product_ids) as unknown;
    return Array.isArray(ids) ? ids.map(String) : [];
  } catch {
    return [];
  }
}

/** Where a code stands today (a store day, YYYY-MM-DD): switched off first, then dates, then uses. */
export function promoState(
  row: Pick<PromoRow, 'active' | 'starts_on' | 'ends_on' | 'max_uses' | 'uses'>,
  today: string,
): PromoState {
  if (row.active !== 1) return 'off';
  if (row.starts_on && row.starts_on > today) return 'upcoming';
  if (row.ends_on && row.ends_on < today) return 'expired';
  if (row.max_uses !== null && row.uses >= row.max_uses) return 'exhausted';
  return 'active';
}

export function promoCodeJson(row: PromoRow, today: string): PromoCodeJson {
  const state = promoState(row, today);
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    maxUses: row.max_uses,
    uses: Number(row.uses),
    minOrderAmount: row.min_order_amount,
    productIds: productIdsOf(row),
    categoryId: row.category_id,
    active: row.active === 1,
    state,
    stateLabel: PROMO_STATE_LABELS[state],
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

const STATE_ERRORS: Record<Exclude<PromoState, 'active'>, string> = {
  off: PROMO_OFF,
  upcoming: PROMO_NOT_STARTED,
  expired: PROMO_EXPIRED,
  exhausted: PROMO_EXHAUSTED,
};

/**
 * The store's code as typed, judged for these lines: its discount, or the French reason it gives none (unknown —
 * including another store's code —, switched off, not started, expired, used up, not for this product, below its
 * minimum). Limited to products or a category, it discounts only the lines it covers.
 */
export async function judgePromoCode(
  db: DB,
  storeId: string,
  code: string,
  lines: readonly { productId: string; categoryId: string | null; lineTotal: number }[],
  subtotal: number,
  today: string,
  currency: string,
): Promise<JudgedPromo | { error: string }> {
  const row = await db
    .selectFrom('promo_codes')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('code', '=', code)
    .executeTakeFirst();
  if (!row) return { error: PROMO_UNKNOWN };
  const state = promoState(row, today);
  if (state !== 'active') return { error: STATE_ERRORS[state] };
  const products = productIdsOf(row);
  const covered = lines.filter(
    (l) =>
      (products.length === 0 || products.includes(l.productId)) &&
      (row.category_id === null || row.category_id === l.categoryId),
  );
  if (covered.length === 0) return { error: PROMO_NOT_FOR_PRODUCT };
  if (row.min_order_amount !== null && subtotal < row.min_order_amount) {
    return { error: promoBelowMinimum(formatAmount(row.min_order_amount, currency)) };
  }
  const base = covered.reduce((s, l) => s + l.lineTotal, 0);
  const discount = row.kind === 'percent' ? (base * row.value) / 100 : Math.min(row.value, base);
  return { id: row.id, code: row.code, discount: roundAmount(Math.min(discount, base), currency) };
}
