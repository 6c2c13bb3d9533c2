import { createFileRoute } from '@tanstack/react-router';
import { WithQuery } from '../app/WithQuery';
import { PublicLayout } from '../features/public/PublicLayout';

/** Pathless layout of the marketing pages (top bar + footer). */
export const Route = createFileRoute('/_public')({
  component: () => (
    <WithQuery>
      <PublicLayout />
    </WithQuery>
  ),
});
