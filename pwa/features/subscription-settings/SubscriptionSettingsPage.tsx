import { useEffect, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Modal } from '../../lib/ui/LazyModal';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SUBSCRIPTION_STATUS_LABELS, type SubscriptionStatus } from '#shared/constants';
import { BILLING_CYCLE_LABELS, PLAN_LABELS, discountedPrice, limitLines, type PlanDto } from '#shared/plans';
import { subscriptionRequestSchema } from '#shared/schemas/subscription-request';
import { REQUEST_STATUS_LABELS, type RequestStatus } from '#shared/subscriptions';
import { toast } from '../../app/toast';
import { apiFetch } from '../../lib/api';
import { fieldErrorsOf, messageOf } from '../../lib/form-errors';
import { formatDate, formatMoney } from '../../lib/format';
import { PlanCard } from '../../lib/ui/PlanCard';
import { mySubscriptionQuery } from './queries';
import { LeaveGuard } from '../../lib/ui/LeaveGuard';

const STATUS_COLORS: Record<SubscriptionStatus, string> = { active: 'green', expired: 'orange', suspended: 'red' };
const REQUEST_COLORS: Record<RequestStatus, string> = { pending: 'yellow', accepted: 'green', refused: 'red' };

/** /user/settings/settings: current plan, the plans with their limits, a change request, the history of requests. */
export function SubscriptionSettingsPage() {
  const queryClient = useQueryClient();
  const data = useQuery(mySubscriptionQuery);
  const [cycle, setCycle] = useState<'month' | 'year'>('month');
  const [chosen, setChosen] = useState<PlanDto | null>(null);

  // The top bar's plan and end date come from the current user: refresh it whenever this page learns something new.
  const currentId = data.data?.current?.id;
  const currentStatus = data.data?.current?.status;
  useEffect(() => {
    if (currentId) void queryClient.invalidateQueries({ queryKey: ['current-user'] });
  }, [currentId, currentStatus, queryClient]);

  if (data.isError && data.data === undefined) {
    return (
      <Alert color="red" title="Abonnement indisponible" role="alert">
        {data.error.message}
      </Alert>
    );
  }
  if (!data.data && data.fetchStatus === 'paused') {
    // never opened online on this device: a calm sentence rather than a loader waiting for the network
    return (
      <Text c="dimmed" data-testid="subscription-offline">
        Hors ligne : votre abonnement n’a pas encore été ouvert sur cet appareil. Il s’affichera au retour du réseau.
      </Text>
    );
  }
  if (!data.data) {
    return (
      <Stack>
        <Skeleton h={120} />
        <Skeleton h={300} />
      </Stack>
    );
  }
  const { current, effective, plans, requests } = data.data;
  const pending = requests.find((r) => r.status === 'pending');
  const hasYearly = plans.some((p) => p.billing_cycle === 'year');
  const shown = plans.filter((p) => p.billing_cycle === cycle || p.price === 0);

  return (
    <Stack>
      <Card withBorder data-testid="current-subscription">
        <Group justify="space-between" wrap="wrap" align="flex-start">
          <div>
            <Text size="sm" c="dimmed">
              Votre abonnement
            </Text>
            <Title order={2} size="h3">
              {current
                ? `${PLAN_LABELS[current.plan.name]} · ${BILLING_CYCLE_LABELS[current.plan.billing_cycle]}`
                : 'Aucun'}
            </Title>
            {current && (
              <Text size="sm">
                {current.endDate ? `Jusqu'au ${formatDate(current.endDate)}` : 'Sans date de fin'}
                {current.plan.price > 0 ? ` · ${formatMoney(current.plan.price)}` : ''}
              </Text>
            )}
          </div>
          {current && (
            <Badge size="lg" color={STATUS_COLORS[current.status]} variant="light">
              {SUBSCRIPTION_STATUS_LABELS[current.status]}
            </Badge>
          )}
        </Group>
        {effective?.fallback && (
          <Alert color="orange" mt="sm">
            Votre plan payant a expiré : les limites du plan Gratuit s’appliquent. Vos données sont conservées ;
            renouvelez pour retrouver vos limites.
          </Alert>
        )}
        {effective && (
          <Text size="xs" c="dimmed" mt="xs">
            Limites actuelles : {limitLines(effective.limits).join(' · ')}
          </Text>
        )}
      </Card>

      {pending && (
        <Alert color="yellow" title="Demande en attente" data-testid="pending-request">
          Votre demande pour le plan {PLAN_LABELS[pending.plan.name]} (
          {BILLING_CYCLE_LABELS[pending.plan.billing_cycle].toLowerCase()}) est en cours de vérification. Vous serez
          notifiée de la réponse.
        </Alert>
      )}

      <Group justify="space-between" wrap="wrap">
        <Title order={3} size="h4">
          Changer de plan
        </Title>
        {hasYearly && (
          <SegmentedControl
            value={cycle}
            onChange={(v) => setCycle(v as 'month' | 'year')}
            data={[
              { value: 'month', label: 'Mensuel' },
              { value: 'year', label: 'Annuel' },
            ]}
          />
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
        {shown.map((plan) => {
          const isCurrent = current?.plan.id === plan.id && current.status === 'active';
          return (
            <PlanCard
              key={plan.id}
              plan={plan}
              highlight={isCurrent}
              badge={isCurrent ? <Badge variant="filled">Actuel</Badge> : undefined}
            >
              <Button
                variant={isCurrent ? 'light' : 'filled'}
                disabled={Boolean(pending) || (isCurrent && plan.price === 0)}
                onClick={() => setChosen(plan)}
                aria-label={`Choisir ${PLAN_LABELS[plan.name]} ${BILLING_CYCLE_LABELS[plan.billing_cycle]}`}
              >
                {isCurrent ? (plan.price === 0 ? 'Plan actuel' : 'Renouveler') : `Choisir ${PLAN_LABELS[plan.name]}`}
              </Button>
            </PlanCard>
          );
        })}
      </SimpleGrid>

      <Card withBorder>
        <Text fw={600} mb="sm">
          Mes demandes
        </Text>
        {requests.length === 0 ? (
          <Text c="dimmed" size="sm">
            Aucune demande. Choisissez un plan ci-dessus pour en faire une.
          </Text>
        ) : (
          // On a phone the transaction id goes under the plan: the state, the point of this table, stays in view.
          <Table.ScrollContainer minWidth={300}>
            <Table verticalSpacing="xs" data-testid="request-history">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Plan</Table.Th>
                  <Table.Th visibleFrom="xs">Transaction</Table.Th>
                  <Table.Th>État</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {requests.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>{formatDate(r.createdAt)}</Table.Td>
                    <Table.Td>
                      {PLAN_LABELS[r.plan.name]} · {BILLING_CYCLE_LABELS[r.plan.billing_cycle]}
                      {r.transactionId && (
                        <Text hiddenFrom="xs" size="xs" ff="monospace" c="dimmed" style={{ wordBreak: 'break-all' }}>
                          {r.transactionId}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td visibleFrom="xs" ff="monospace">
                      {r.transactionId ?? '—'}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={REQUEST_COLORS[r.status]} variant="light" miw="max-content">
                        {REQUEST_STATUS_LABELS[r.status]}
                      </Badge>
                      {r.adminMessage && (
                        <Text size="xs" c="dimmed" mt={2}>
                          {r.adminMessage}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>

      <Modal opened={chosen !== null} onClose={() => setChosen(null)} title="Déclaration de paiement" size="md">
        {chosen && <RequestForm plan={chosen} onDone={() => setChosen(null)} />}
      </Modal>
    </Stack>
  );
}

const resolveRequest = schemaResolver(subscriptionRequestSchema, { sync: true });

function RequestForm({ plan, onDone }: { plan: PlanDto; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const amount = discountedPrice(plan);
  const form = useForm({
    initialValues: { planId: plan.id, fullname: '', phone: '', transactionId: '' },
    // The schema's rules and, for a paid plan, the transaction id: every missing field is shown at once.
    validate: (values) => ({
      ...resolveRequest(values),
      ...(amount > 0 && values.transactionId.trim() === '' ? { transactionId: 'Le champ est vide' } : {}),
    }),
  });
  async function submit(values: typeof form.values) {
    setServerMessage(null);
    setSending(true);
    try {
      const answer = await apiFetch<{ message: string }>('/api/subscription/requests', {
        method: 'POST',
        body: values,
      });
      toast(answer.message, 'success');
      await queryClient.invalidateQueries({ queryKey: ['my-subscription'] });
      onDone();
    } catch (error) {
      form.setErrors(fieldErrorsOf(error));
      setServerMessage(messageOf(error));
    } finally {
      setSending(false);
    }
  }
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <LeaveGuard dirty={() => form.isDirty()} />
      <Stack gap="sm">
        <Text size="sm">
          Plan {PLAN_LABELS[plan.name]} ({BILLING_CYCLE_LABELS[plan.billing_cycle].toLowerCase()}) :{' '}
          <b>{formatMoney(amount)}</b>.{' '}
          {amount > 0
            ? 'Payez ce montant par mobile money (Orange Money, Moov Money…), puis déclarez le paiement : un administrateur le vérifie et active votre plan.'
            : 'Aucun paiement n’est nécessaire.'}
        </Text>
        {serverMessage && (
          <Alert color="red" role="alert">
            {serverMessage}
          </Alert>
        )}
        <TextInput label="Nom complet" withAsterisk autoComplete="name" {...form.getInputProps('fullname')} />
        <TextInput
          label="Téléphone du paiement"
          withAsterisk
          inputMode="tel"
          autoComplete="tel"
          placeholder="70 12 34 56"
          {...form.getInputProps('phone')}
        />
        <TextInput
          label="Identifiant de la transaction"
          withAsterisk={amount > 0}
          description="Le code reçu par SMS après le paiement"
          {...form.getInputProps('transactionId')}
        />
        <Button type="submit" loading={sending}>
          Envoyer la demande
        </Button>
      </Stack>
    </form>
  );
}
