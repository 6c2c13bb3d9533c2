import { Alert } from '@mantine/core';
import { PendingBadge } from '../../lib/ui/PendingBadge';

/**
 * Shown instead of a screen of the device's data when no merchant is signed in. A module of its own, not in
 * AtelierCustomersPage: the atelier dashboard and the atelier's other screens show it without fetching that screen (issue 22: first load ≤ 250 KB).
 */
export function NoRuntime() {
  return <Alert color="gray">Connectez-vous en tant que marchand pour voir vos clients.</Alert>;
}

/** The atelier's records not sent yet (the same badge as the merchant's lists). */
export function NotSynced({ pending }: { pending: number }) {
  return <PendingBadge pending={pending} testId="atelier-pending" />;
}
