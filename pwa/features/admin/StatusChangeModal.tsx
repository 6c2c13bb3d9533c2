import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { Modal } from '../../lib/ui/LazyModal';
import { schemaResolver, useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { adminMessageSchema } from '#shared/schemas/subscription';
import { toast } from '../../app/toast';
import { fieldErrorsOf, messageOf } from '../../lib/form-errors';

/**
 * An admin decision the merchant reads as a message (suspend, reactivate, expire, refuse a request): what it does,
 * the message (required), confirm or cancel. The server's French answer becomes a toast and every admin query is
 * refreshed; its field errors show on the message.
 */
export function StatusChangeModal({
  opened,
  onClose,
  title,
  intro,
  messageLabel = 'Message au marchand',
  confirmLabel,
  color,
  send,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  intro?: ReactNode;
  messageLabel?: string;
  confirmLabel: string;
  color?: string;
  /** Sends the decision with the message; answers the server's confirmation. */
  send: (message: string) => Promise<{ message: string }>;
}) {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const form = useForm({
    initialValues: { message: '' },
    validate: schemaResolver(adminMessageSchema, { sync: true }),
  });
  const close = () => {
    form.reset();
    setServerMessage(null);
    onClose();
  };
  async function submit(values: typeof form.values) {
    setServerMessage(null);
    setSaving(true);
    try {
      const answer = await send(values.message);
      toast(answer.message, 'success');
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
      close();
    } catch (error) {
      form.setErrors(fieldErrorsOf(error));
      setServerMessage(messageOf(error));
    } finally {
      setSaving(false);
    }
  }
  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="sm">
          {intro && <Text size="sm">{intro}</Text>}
          {serverMessage && (
            <Alert color="red" role="alert">
              {serverMessage}
            </Alert>
          )}
          <Textarea
            label={messageLabel}
            withAsterisk
            autosize
            minRows={3}
            placeholder="Le marchand lira ce message dans ses notifications."
            data-autofocus
            {...form.getInputProps('message')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Annuler
            </Button>
            <Button type="submit" color={color} loading={saving}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
