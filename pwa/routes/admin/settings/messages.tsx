import { createFileRoute } from '@tanstack/react-router';
import { ContactMessagesPage } from '../../../features/admin/ContactMessagesPage';

export const Route = createFileRoute('/admin/settings/messages')({
  validateSearch: (search: Record<string, unknown>): { open?: string } =>
    typeof search.open === 'string' ? { open: search.open } : {},
  component: ContactMessagesPage,
});
