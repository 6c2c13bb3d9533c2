import { createFileRoute } from '@tanstack/react-router';
import { TransactionAddPage } from '../../../../features/atelier/TransactionsPages';

export const Route = createFileRoute('/user/atelier/transaction/add-new')({
  component: TransactionAddPage,
});
