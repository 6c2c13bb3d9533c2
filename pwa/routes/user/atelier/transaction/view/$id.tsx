import { createFileRoute } from '@tanstack/react-router';
import { TransactionViewPage } from '../../../../../features/atelier/TransactionsPages';

export const Route = createFileRoute('/user/atelier/transaction/view/$id')({
  component: TransactionViewRoute,
});

function TransactionViewRoute() {
  const { id } = Route.useParams();
  return <TransactionViewPage id={id} />;
}
