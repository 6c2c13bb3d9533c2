import { Button, Modal, Stack, Text } from '@mantine/core';

/**
 * Blocking modal shown while the subscription is suspended (specification section 2): it cannot be closed; the only
 * way out is to sign out. The server refuses the merchant's writes meanwhile (DESIGN.md 'Tenancy and roles').
 */
export function SuspendedAccountModal({ opened, onSignOut }: { opened: boolean; onSignOut: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={() => {}}
      title="Compte Suspendu"
      centered
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      trapFocus
    >
      <Stack>
        <Text>
          Votre compte a été suspendu pour non-respect des conditions d'utilisation. Veuillez contacter le support.
        </Text>
        <Button variant="light" color="red" onClick={onSignOut}>
          Se déconnecter
        </Button>
      </Stack>
    </Modal>
  );
}
