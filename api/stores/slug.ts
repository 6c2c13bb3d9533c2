import type { DB } from '../db/database';
import { RESERVED_SLUGS } from '#shared/constants';

export const SLUG_MAX = 48;
const FALLBACK_SLUG = 'boutique';

/**
 * 'Boutique Démo' → 'boutique-demo': lower-case ASCII letters, digits and single dashes, accents removed,
 * never empty (a name with no Latin letter gives 'boutique').
 */
export function slugify(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .replace(/ß/g, 'ss')
    .toLowerCase();
  const slug = ascii
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/g, '');
  return slug || FALLBACK_SLUG;
}

const reserved = new Set(RESERVED_SLUGS);
export const isReservedSlug = (slug: string): boolean => reserved.has(slug);

/**
 * A slug for a new store: slugify(name), or with -2, -3… when that slug is taken or is a path the product uses.
 * Run it inside the transaction that inserts the store (the unique index is the last word under a race).
 */
export async function uniqueSlug(db: DB, name: string): Promise<string> {
  const base = slugify(name);
  const taken = new Set(
    (
      await db
        .selectFrom('stores')
        .select('slug')
        .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
        .execute()
    ).map((r) => r.slug),
  );
  if (!taken.has(base) && !isReservedSlug(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate) && !isReservedSlug(candidate)) return candidate;
  }
}
