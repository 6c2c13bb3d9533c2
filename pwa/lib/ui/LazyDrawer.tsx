import type { DrawerProps } from '@mantine/core';
import { openedOnce } from './opened-once';

// Mantine's Drawer (the `overlays` chunk, and through it `popover`: about 45 KB gzip), fetched the first time a screen
// opens it (opened-once.tsx).
export const Drawer = openedOnce<DrawerProps>(() => import('./MantineDrawer'));
