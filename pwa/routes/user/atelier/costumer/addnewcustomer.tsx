import { createFileRoute } from '@tanstack/react-router';
import { AtelierAddCustomerPage } from '../../../../features/atelier/AtelierAddCustomerPage';

export const Route = createFileRoute('/user/atelier/costumer/addnewcustomer')({
  component: AtelierAddCustomerPage,
});
