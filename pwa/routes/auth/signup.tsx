import { createFileRoute } from '@tanstack/react-router';
import { SignUpPage } from '../../features/auth/SignUpPage';

export const Route = createFileRoute('/auth/signup')({
  // ?ref=CODE pre-fills the referral code (parrainage links).
  validateSearch: (search: Record<string, unknown>): { ref?: string } =>
    typeof search.ref === 'string' ? { ref: search.ref } : {},
  component: SignUpPage,
});
