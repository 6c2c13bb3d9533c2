import { createFileRoute } from '@tanstack/react-router';
import { MerchantDashboard } from '../../features/merchant-dashboard/MerchantDashboard';

export const Route = createFileRoute('/user/dashboard')({
  component: MerchantDashboard,
});
