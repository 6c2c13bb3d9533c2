import { createFileRoute } from '@tanstack/react-router';
import { requireRoleBeforeLoad } from '../../lib/guards';
import { AdminAreaLayout } from './-components/AdminAreaLayout';

/** The platform administration: role `admin` only (a merchant lands on /forbiden, a visitor on /auth/signin). */
export const Route = createFileRoute('/admin')({
  beforeLoad: requireRoleBeforeLoad('admin'),
  component: AdminAreaLayout,
});
