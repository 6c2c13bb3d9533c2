import { createFileRoute } from '@tanstack/react-router';
import { RequestsListPage } from '../../../../features/admin/RequestsPages';

export const Route = createFileRoute('/admin/subscription/requested/')({ component: RequestsListPage });
