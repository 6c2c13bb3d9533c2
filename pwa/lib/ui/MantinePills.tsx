// Mantine's TagsInput and MultiSelect as a chunk of their own, fetched once a screen is drawn or the field is touched
// (lib/ui/LazyPills.tsx).
export { MultiSelect, TagsInput } from '@mantine/core';
