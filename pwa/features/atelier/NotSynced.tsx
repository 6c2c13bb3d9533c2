import { PendingBadge } from '../../lib/ui/PendingBadge';

/** The atelier's records not sent yet (the same badge as the merchant's lists). */
export function NotSynced({ pending }: { pending: number }) {
  return <PendingBadge pending={pending} testId="atelier-pending" />;
}
