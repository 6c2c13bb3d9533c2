import { createFileRoute } from '@tanstack/react-router';
import { PlansListPage } from '../../../features/admin/PlansPages';

export const Route = createFileRoute('/admin/plan/')({ component: PlansListPage });
