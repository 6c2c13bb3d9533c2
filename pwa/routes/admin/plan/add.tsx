import { createFileRoute } from '@tanstack/react-router';
import { PlanAddPage } from '../../../features/admin/PlansPages';

export const Route = createFileRoute('/admin/plan/add')({ component: PlanAddPage });
