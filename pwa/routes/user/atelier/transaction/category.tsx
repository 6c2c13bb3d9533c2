import { createFileRoute } from '@tanstack/react-router';
import { TransactionCategoriesPage } from '../../../../features/atelier/TransactionsPages';

export const Route = createFileRoute('/user/atelier/transaction/category')({
  component: TransactionCategoriesPage,
});
