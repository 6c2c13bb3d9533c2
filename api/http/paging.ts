/** ?page=&perPage= with safe bounds (bad values fall back to the defaults rather than erroring). */
export function readPaging(query: (name: string) => string | undefined, defaultPerPage = 20, maxPerPage = 100) {
  const page = Number.parseInt(query('page') ?? '', 10);
  const perPage = Number.parseInt(query('perPage') ?? query('per_page') ?? '', 10);
  return {
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 100_000) : 1,
    perPage: Number.isFinite(perPage) && perPage >= 1 ? Math.min(perPage, maxPerPage) : defaultPerPage,
  };
}
