import { createFileRoute } from '@tanstack/react-router';
import { OpenSignInPage } from '../../features/auth/OpenSignInPage';

// The sign-in page itself is a light page (pwa/auth/signin.html, decision 013); this route keeps the app's links and
// redirects to it typed (?redirect=… back to the protected page, ?reason=expired when the session ended by itself).
export const Route = createFileRoute('/auth/signin')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string; reason?: 'expired' } => ({
    ...(typeof search.redirect === 'string' ? { redirect: search.redirect } : {}),
    ...(search.reason === 'expired' ? { reason: 'expired' as const } : {}),
  }),
  component: OpenSignInPage,
});
