import { createFileRoute } from '@tanstack/react-router';
import { AtelierDashboardPage } from '../../../features/atelier/AtelierDashboardPage';

export const Route = createFileRoute('/user/atelier/dashboard')({
  component: AtelierDashboardPage,
});
