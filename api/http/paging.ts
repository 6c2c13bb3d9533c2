import type { SelectQueryBuilder } from 'kysely';

export interface Paging {
  page: number;
  perPage: number;
}

/** ?page=&perPage= with safe bounds (bad values fall back to the defaults rather than erroring). */
export function readPaging(query: (name: string) => string | undefined, defaultPerPage = 20, maxPerPage = 100): Paging {
  const page = Number.parseInt(query('page') ?? '', 10);
  const perPage = Number.parseInt(query('perPage') ?? query('per_page') ?? '', 10);
  return {
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 100_000) : 1,
    perPage: Number.isFinite(perPage) && perPage >= 1 ? Math.min(perPage, maxPerPage) : defaultPerPage,
  };
}

/** ?q= as a list filter reads it: trimmed, at most 100 characters, undefined when empty. */
export const readSearch = (value: string | undefined): string | undefined =>
  (value ?? '').trim().slice(0, 100) || undefined;

/** A query-string value when it is one of `allowed`, otherwise undefined (an unknown filter is ignored, not an error). */
export const pickOne = <T extends string>(value: string | undefined, allowed: readonly T[]): T | undefined =>
  allowed.includes(value as T) ? (value as T) : undefined;

/**
 * '%text%' for a case-insensitive LIKE on lower(column). LIKE wildcards typed by the user are dropped rather than
 * escaped: the escape character differs between SQLite (none by default) and PostgreSQL (backslash).
 */
export const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, '')}%`;

/**
 * One page of a filtered list, the way every admin list answers it: `filtered` holds the joins and WHERE clauses,
 * counted once for `total`; `select` adds the columns and the order, and the page is cut from it.
 */
export async function pageOf<DB, TB extends keyof DB, B, O>(
  filtered: SelectQueryBuilder<DB, TB, B>,
  paging: Paging,
  select: (query: SelectQueryBuilder<DB, TB, B>) => SelectQueryBuilder<DB, TB, O>,
): Promise<{ rows: O[]; total: number }> {
  const count = await filtered
    .clearSelect()
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  const rows = await select(filtered)
    .limit(paging.perPage)
    .offset((paging.page - 1) * paging.perPage)
    .execute();
  return { rows, total: Number((count as { n?: number | string } | undefined)?.n ?? 0) };
}
