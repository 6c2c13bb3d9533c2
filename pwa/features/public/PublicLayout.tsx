import { Box } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';

/** Marketing pages: top bar, page, footer. */
export function PublicLayout() {
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <PublicHeader />
      <Box component="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <PublicFooter />
    </Box>
  );
}
