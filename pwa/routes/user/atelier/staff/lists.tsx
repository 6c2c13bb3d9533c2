import { createFileRoute } from '@tanstack/react-router';
import { StaffListPage } from '../../../../features/staff/StaffPages';

export const Route = createFileRoute('/user/atelier/staff/lists')({
  component: StaffListPage,
});
