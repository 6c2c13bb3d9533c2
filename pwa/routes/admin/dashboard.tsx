import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboard } from '../../features/admin-dashboard/AdminDashboard';

export const Route = createFileRoute('/admin/dashboard')({
  component: AdminDashboard,
});
