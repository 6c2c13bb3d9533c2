import { createFileRoute } from '@tanstack/react-router';
import { SalaryPaymentPage } from '../../../../features/staff/StaffPages';

export const Route = createFileRoute('/user/atelier/staff/salary-payement')({
  component: SalaryPaymentPage,
});
