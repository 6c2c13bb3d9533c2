import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { PlanName } from '#shared/constants';
import { PLAN_LABELS } from '#shared/plans';
import { referralClaimSchema, type ReferredDto } from '#shared/schemas/referral';
import { apiFetch } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { fieldErrorsOf, messageOf } from '../../lib/form-errors';
import { useOnline } from '../../lib/online';
import { toast } from '../../app/toast';
import { referralsQuery } from './queries';
import { ReferralCode } from './ReferralCode';

/** /user/referred: her code and link, the merchants who signed up with it, and (once) her own sponsor's code. */
export function ReferredPage() {
  const referrals = useQuery(referralsQuery());
  const online = useOnline();
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Parrainage
        </Title>
        <Button component={Link} to="/user/referred/add" leftSection={<IconUserPlus size={16} />}>
          Inviter une commerçante
        </Button>
      </Group>
      {referrals.isPending && !online && <OfflineNotice />}
      {referrals.isPending && online && <Loader />}
      {referrals.isError && referrals.data === undefined && (
        <Alert color="red">{messageOf(referrals.error)} Votre parrainage s'affiche quand la connexion revient.</Alert>
      )}
      {referrals.data && (
        <>
          <ReferralCode data={referrals.data} />
          <Title order={3} size="h5">
            Vos filleules ({referrals.data.referred.length})
          </Title>
          {referrals.data.referred.length === 0 ? (
            <Alert color="gray">
              Personne ne s'est encore inscrit avec votre code. Invitez une commerçante par email, SMS ou WhatsApp :
              elle apparaîtra ici dès son inscription.
            </Alert>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {referrals.data.referred.map((r) => (
                <ReferredCard key={r.id} r={r} />
              ))}
            </SimpleGrid>
          )}
          {!referrals.data.credited && <ClaimForm />}
        </>
      )}
    </Stack>
  );
}

/** Referrals are read from the server: offline, the page says so instead of waiting. */
export function OfflineNotice() {
  return (
    <Alert color="gray" title="Hors ligne">
      Votre code et vos filleules s'affichent quand la connexion revient. Les invitations partent aussi en ligne.
    </Alert>
  );
}

function ReferredCard({ r }: { r: ReferredDto }) {
  return (
    <Card withBorder radius="md" data-testid="referred-card">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text fw={700}>{r.name}</Text>
          {r.storeName && (
            <Text size="sm" c="dimmed">
              {r.storeName}
            </Text>
          )}
          <Text size="sm">Inscrite le {formatDate(r.signedUpAt)}</Text>
        </div>
        <Stack gap={4} align="flex-end">
          <Badge variant="light" miw="max-content">
            {r.plan ? (PLAN_LABELS[r.plan as PlanName] ?? r.plan) : 'Sans abonnement'}
          </Badge>
          <Badge color={r.paying ? 'green' : 'gray'} miw="max-content">
            {r.paying ? 'Payant' : 'Non payant'}
          </Badge>
        </Stack>
      </Group>
    </Card>
  );
}

/** A merchant who signed up without the link enters her sponsor's code, once (the server keeps the rules). */
function ClaimForm() {
  const queryClient = useQueryClient();
  const form = useForm({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: schemaResolver(referralClaimSchema, { sync: true }),
  });
  const claim = useMutation({
    mutationFn: (values: { code: string }) =>
      apiFetch<{ message: string }>('/api/referrals/claim', { method: 'POST', body: values }),
    onSuccess: (a) => {
      toast(a.message, 'success');
      void queryClient.invalidateQueries({ queryKey: ['referrals'] });
    },
    onError: (e) => form.setErrors(fieldErrorsOf(e)),
  });
  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={form.onSubmit((v) => claim.mutate(v))} noValidate>
        <Stack gap="xs">
          <Text fw={600}>Une commerçante vous a invitée ?</Text>
          <Text size="sm" c="dimmed">
            Saisissez son code de parrainage si vous ne vous êtes pas inscrite avec son lien (une seule fois).
          </Text>
          <Group align="flex-start" gap="xs">
            <TextInput
              aria-label="Code de votre marraine"
              placeholder="Code de parrainage"
              style={{ flex: 1, minWidth: 160 }}
              {...form.getInputProps('code')}
            />
            <Button type="submit" variant="light" loading={claim.isPending}>
              Valider
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
