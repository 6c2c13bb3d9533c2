import { Anchor } from '@mantine/core';
import { Link, Outlet } from '@tanstack/react-router';
import { AuthFrame } from './AuthFrame';

/** The frame of the React app's /auth pages (sign-up, forgotten password…); sign-in is a light page of its own. */
export function AuthLayout() {
  return (
    <AuthFrame
      home={(brand) => (
        <Anchor component={Link} to="/" underline="never" c="inherit">
          {brand}
        </Anchor>
      )}
    >
      <Outlet />
    </AuthFrame>
  );
}
