import { createFileRoute } from '@tanstack/react-router';
import { RolesPage } from '../../../../features/staff/StaffPages';

export const Route = createFileRoute('/user/atelier/settings/roles')({
  component: RolesPage,
});
