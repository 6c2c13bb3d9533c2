import { createFileRoute } from '@tanstack/react-router';
import { StaffAddPage } from '../../../../features/staff/StaffPages';

export const Route = createFileRoute('/user/atelier/staff/add')({
  component: StaffAddPage,
});
