import { createFileRoute } from '@tanstack/react-router';
import { RequestsListPage } from '../../../../features/admin/RequestsPages';

/** The specification's spelling; /admin/subscription/requested is its correctly spelt twin. */
export const Route = createFileRoute('/admin/subscription/reqested/')({ component: RequestsListPage });
