// The frame's parts a first paint does not show: the bell's menu, tooltips, the phone's « Plus » drawer, the
// suspended-account modal (floating-ui, Mantine's Menu, Popover, Tooltip, Drawer, Modal and scroll lock). Loaded
// with `import()` by the frame after it is drawn, or when first needed (decision 013).
export { Drawer, Tooltip } from '@mantine/core';
export { NotificationsMenu } from '../../features/notifications/NotificationsMenu';
export { SuspendedAccountModal } from './SuspendedAccountModal';
export { StoreSetupModal } from '../../features/store-setup/StoreSetupModal';
