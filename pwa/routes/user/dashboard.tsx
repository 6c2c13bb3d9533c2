import { createFileRoute } from '@tanstack/react-router';
import { MerchantDashboard } from './-components/MerchantDashboard';

export const Route = createFileRoute('/user/dashboard')({
  component: MerchantDashboard,
});
