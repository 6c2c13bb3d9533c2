import { createFileRoute } from '@tanstack/react-router';

/** Sign-in. The form lives in features/auth (lazy chunk via autoCodeSplitting). */
export const Route = createFileRoute('/auth/signin')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
});
