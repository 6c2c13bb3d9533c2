import { useLayoutEffect, useRef } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useBlocker } from '@tanstack/react-router';
import { Modal } from './LazyModal';

export const LEAVE_TITLE = 'Quitter sans enregistrer ?';
export const LEAVE_TEXT =
  'Vos modifications ne sont pas enregistrées. Si vous quittez cette page, elles seront perdues.';

/**
 * Asks before a form with unsaved changes is left: moving to another screen of the app opens a dialog (« Rester sur la
 * page » / « Quitter sans enregistrer »), closing or reloading the tab gets the browser's own question. `dirty` is read
 * at the moment she leaves, not at render. A save in flight never asks: the screens that go elsewhere once saved do it
 * from their save's own success (the mutation still counts as running then); a form that stays on screen after its
 * save marks itself clean (`form.resetDirty()`).
 */
export function LeaveGuard({ dirty }: { dirty: () => boolean }) {
  const queryClient = useQueryClient();
  // The latest `dirty` (it closes over the form of the last render), kept out of render as React asks of refs.
  const dirtyRef = useRef(dirty);
  useLayoutEffect(() => {
    dirtyRef.current = dirty;
  });
  const unsaved = () => queryClient.isMutating() === 0 && dirtyRef.current();
  const blocker = useBlocker({
    // A change of search (a tab, a filter) stays on the same form: only leaving the page asks.
    shouldBlockFn: ({ current, next }) => current.pathname !== next.pathname && unsaved(),
    enableBeforeUnload: unsaved,
    withResolver: true,
  });
  return (
    <Modal
      opened={blocker.status === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={LEAVE_TITLE}
      centered
      data-testid="leave-guard"
    >
      <Stack>
        <Text>{LEAVE_TEXT}</Text>
        <Group justify="flex-end">
          <Button size="md" variant="default" onClick={() => blocker.reset?.()}>
            Rester sur la page
          </Button>
          <Button size="md" color="red" onClick={() => blocker.proceed?.()}>
            Quitter sans enregistrer
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
