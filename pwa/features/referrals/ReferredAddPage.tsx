import { Alert, Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { invitationSchema } from '#shared/schemas/referral';
import { apiFetch } from '../../lib/api';
import { fieldErrorsOf, messageOf } from '../../lib/form-errors';
import { useOnline } from '../../lib/online';
import { toast } from '../../app/toast';
import { referralsQuery } from './queries';
import { ReferralCode } from './ReferralCode';
import { OfflineNotice } from './ReferredPage';
import { LeaveGuard } from '../../lib/ui/LeaveGuard';

/** /user/referred/add: invite by email or SMS (sent by the server with her link), or share the link on WhatsApp. */
export function ReferredAddPage() {
  const referrals = useQuery(referralsQuery());
  const online = useOnline();
  const form = useForm({
    mode: 'controlled',
    initialValues: { to: '' },
    validate: schemaResolver(invitationSchema, { sync: true }),
  });
  const send = useMutation({
    mutationFn: (values: { to: string }) =>
      apiFetch<{ message: string }>('/api/referrals/invitations', { method: 'POST', body: values }),
    onSuccess: (a) => {
      toast(a.message, 'success');
      form.reset();
    },
    onError: (e) => {
      form.setErrors(fieldErrorsOf(e));
      toast(messageOf(e), 'error');
    },
  });
  return (
    <Stack gap="md" maw={720}>
      <Title order={2} size="h3">
        Inviter une commerçante
      </Title>
      <Paper withBorder p="md" radius="md">
        <form onSubmit={form.onSubmit((v) => send.mutate(v))} noValidate>
          <LeaveGuard dirty={() => form.isDirty()} />
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              Elle reçoit votre lien d'inscription par email ou par SMS. Quand elle s'inscrit avec lui, elle apparaît
              dans vos filleules.
            </Text>
            <TextInput
              label="Email ou numéro de téléphone"
              placeholder="amie@exemple.com ou 70 12 34 56"
              withAsterisk
              {...form.getInputProps('to')}
            />
            <Group justify="space-between">
              <Button variant="default" component={Link} to="/user/referred">
                Retour à la liste
              </Button>
              <Button type="submit" leftSection={<IconSend size={16} />} loading={send.isPending} disabled={!online}>
                Envoyer l'invitation
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {!online && <OfflineNotice />}
      {referrals.isPending && online && <Loader />}
      {referrals.isError && referrals.data === undefined && <Alert color="red">{messageOf(referrals.error)}</Alert>}
      {referrals.data && <ReferralCode data={referrals.data} />}
    </Stack>
  );
}
