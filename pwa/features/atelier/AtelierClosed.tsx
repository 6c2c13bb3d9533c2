import { Alert, Stack, Text } from '@mantine/core';
import { messageOf } from '../../lib/form-errors';
import { ButtonLink } from '../../lib/ui/links';

/** A screen of the atelier whose data the API refused (atelier off, or not in the plan): why, and where to go. */
export function AtelierClosed({ error }: { error: unknown }) {
  return (
    <Alert color="yellow" data-testid="atelier-closed">
      <Stack gap="sm" align="flex-start">
        <Text>{messageOf(error)}</Text>
        <ButtonLink to="/user/atelier" variant="light">
          Aller à la page Atelier
        </ButtonLink>
      </Stack>
    </Alert>
  );
}
