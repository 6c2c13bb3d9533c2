import type { PromoCodeJson } from '#shared/checkout';
import type { PromoKind } from '#shared/schemas/checkout';

/** The promo code form's values: the shape of `promoCodeCreateSchema`'s input, amounts and counts as typed text. */
export interface PromoFormValues {
  code: string;
  kind: PromoKind;
  value: string;
  startsOn: string;
  endsOn: string;
  maxUses: string;
  minOrderAmount: string;
  /** '' every product, 'products' some products, 'category' one category. */
  scope: '' | 'products' | 'category';
  productIds: string[];
  categoryId: string;
  active: boolean;
}

const text = (n: number | null) => (n == null ? '' : String(n));

export function promoFormValues(code?: PromoCodeJson): PromoFormValues {
  if (!code)
    return {
      code: '',
      kind: 'percent',
      value: '',
      startsOn: '',
      endsOn: '',
      maxUses: '',
      minOrderAmount: '',
      scope: '',
      productIds: [],
      categoryId: '',
      active: true,
    };
  return {
    code: code.code,
    kind: code.kind,
    value: text(code.value),
    startsOn: code.startsOn ?? '',
    endsOn: code.endsOn ?? '',
    maxUses: text(code.maxUses),
    minOrderAmount: text(code.minOrderAmount),
    scope: code.productIds.length > 0 ? 'products' : code.categoryId ? 'category' : '',
    productIds: code.productIds,
    categoryId: code.categoryId ?? '',
    active: code.active,
  };
}

/** What is sent: the scope the merchant chose, nothing of the others. */
export function promoBody(values: PromoFormValues) {
  const { scope, ...rest } = values;
  return {
    ...rest,
    productIds: scope === 'products' ? values.productIds : [],
    categoryId: scope === 'category' ? values.categoryId || null : null,
  };
}

/** « -10 % » or « -1 000 F CFA » as the list shows a reduction. */
export function reductionText(code: Pick<PromoCodeJson, 'kind' | 'value'>, money: (n: number) => string): string {
  return code.kind === 'percent' ? `-${code.value} %` : `-${money(code.value)}`;
}

/** « 3 / 10 » or « 3 » when the code has no limit. */
export function usesText(code: Pick<PromoCodeJson, 'uses' | 'maxUses'>): string {
  return code.maxUses == null ? String(code.uses) : `${code.uses} / ${code.maxUses}`;
}
