// Mantine's Select as a chunk of its own, fetched once a screen is drawn or its select is touched (lib/ui/LazySelect.tsx).
export { Select as default } from '@mantine/core';
