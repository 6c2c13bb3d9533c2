import { Alert } from '@mantine/core';

/**
 * Shown instead of a screen of the device's data when no merchant is signed in. A module of its own, not in
 * AtelierCustomersPage: the atelier dashboard shows it without fetching that screen (issue 22: first load ≤ 250 KB).
 */
export function NoRuntime() {
  return <Alert color="gray">Connectez-vous en tant que marchand pour voir vos clients.</Alert>;
}
