// Mantine's Drawer as a chunk of its own, loaded on its first opening (lib/ui/LazyDrawer.tsx).
export { Drawer as default } from '@mantine/core';
