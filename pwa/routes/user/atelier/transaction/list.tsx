import { createFileRoute } from '@tanstack/react-router';
import { TransactionListPage } from '../../../../features/atelier/TransactionsPages';

export const Route = createFileRoute('/user/atelier/transaction/list')({
  component: TransactionListPage,
});
