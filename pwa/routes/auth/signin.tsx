import { createFileRoute, redirect } from '@tanstack/react-router';
import { getSession } from '../../lib/session';
import { homeForRole } from '../../lib/guards';
import { SignInPage } from '../../features/auth/SignInPage';

export const Route = createFileRoute('/auth/signin')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  // Already signed in: straight to the dashboard.
  beforeLoad: () => {
    const session = getSession();
    if (session) throw redirect({ href: homeForRole(session.role), replace: true });
  },
  component: SignInPage,
});
