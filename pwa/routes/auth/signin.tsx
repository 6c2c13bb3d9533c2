import { createFileRoute, redirect } from '@tanstack/react-router';
import { getSession } from '../../lib/session';
import { homeForRole } from '../../lib/guards';
import { SignInPage } from '../../features/auth/SignInPage';

export const Route = createFileRoute('/auth/signin')({
  // reason=expired: the session ended by itself (the page says so, and what waits on the device).
  validateSearch: (search: Record<string, unknown>): { redirect?: string; reason?: 'expired' } => ({
    ...(typeof search.redirect === 'string' ? { redirect: search.redirect } : {}),
    ...(search.reason === 'expired' ? { reason: 'expired' as const } : {}),
  }),
  // Already signed in: straight to the dashboard.
  beforeLoad: () => {
    const session = getSession();
    if (session) throw redirect({ href: homeForRole(session.role), replace: true });
  },
  component: SignInPage,
});
