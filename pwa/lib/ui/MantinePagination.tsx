// Mantine's Pagination as a chunk of its own, fetched once a list is drawn (lib/ui/LazyPagination.tsx).
export { Pagination as default } from '@mantine/core';
