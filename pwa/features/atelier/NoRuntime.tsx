import { Alert } from '@mantine/core';

/**
 * Shown instead of a screen of the device's data when no merchant is signed in. A module of its own, not in
 * AtelierCustomersPage: the atelier dashboard and the atelier's other screens show it without fetching that screen
 * (first load ≤ 250 KB). NotSynced lives apart too (NotSynced.tsx): its badge brings the `forms` chunk (the
 * tooltip's stand-in), which the atelier dashboard does not draw.
 */
export function NoRuntime() {
  return <Alert color="gray">Connectez-vous en tant que marchand pour voir vos clients.</Alert>;
}
