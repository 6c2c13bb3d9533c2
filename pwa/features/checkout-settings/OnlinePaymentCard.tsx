import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentConnectionSchema, type PaymentConnectionJson } from '#shared/schemas/online-payment';
import { apiFetch } from '../../lib/api';
import { fieldErrorsOf, messageOf } from '../../lib/form-errors';
import { formatDate } from '../../lib/format';
import { useOnline } from '../../lib/online';
import { ConfirmDelete, DeleteButton } from '../../lib/ui/DeleteAction';
import { PAYMENT_CONNECTION_KEY, paymentConnectionQuery } from './queries';

type Saved = { message: string; data: PaymentConnectionJson };

const TITLE = 'Paiement en ligne (CinetPay)';

/**
 * « Paiement en ligne (CinetPay) » (decision 026): the store owner types her CinetPay site id, API key and secret key;
 * they go to the server once (which asks CinetPay whether it knows them) and never come back: the card then says
 * « Connecté » with the site id and the API key's last 4 characters. « Déconnecter » asks first. Saved apart from
 * the screen's « Enregistrer » (keys are not a setting to review with the fees), online only.
 */
export function OnlinePaymentCard() {
  const connection = useQuery(paymentConnectionQuery());
  const online = useOnline();
  const [editing, setEditing] = useState(false);
  const data = connection.data;
  return (
    <Card withBorder data-testid="online-payment-settings">
      <Stack>
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{TITLE}</Text>
          {data?.connected && (
            <Badge color="teal" data-testid="online-payment-state">
              Connecté
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          Vos clientes paient par Wave, Orange Money, MTN, Moov ou carte sur la page de CinetPay, et la commande passe «
          Payée » toute seule, sans que vous ayez à vérifier la transaction.
        </Text>
        {!online && (
          <Text size="sm" c="orange.8" data-testid="online-payment-offline">
            Connecter ou déconnecter CinetPay demande Internet.
          </Text>
        )}
        {!data ? (
          // Offline without a kept answer: the line above says why, not a network error.
          !online ? null : connection.isError ? (
            <Alert color="red">{messageOf(connection.error)}</Alert>
          ) : (
            <Skeleton h={120} />
          )
        ) : data.connected && !editing ? (
          <Connected data={data} online={online} onChangeKeys={() => setEditing(true)} />
        ) : (
          <KeysForm
            online={online}
            replacing={data.connected}
            onDone={() => setEditing(false)}
            onCancel={data.connected ? () => setEditing(false) : undefined}
          />
        )}
      </Stack>
    </Card>
  );
}

function Connected({
  data,
  online,
  onChangeKeys,
}: {
  data: PaymentConnectionJson;
  online: boolean;
  onChangeKeys: () => void;
}) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Stack gap={4} data-testid="online-payment-connected">
        <Text size="sm">
          Site ID <strong>{data.siteId}</strong> · clé API se terminant par <strong>{data.keyHint}</strong>
        </Text>
        {data.connectedAt && (
          <Text size="sm" c="dimmed">
            Connecté depuis le {formatDate(data.connectedAt)}. « Payer maintenant » est proposé à vos clientes qui
            paient par mobile money.
          </Text>
        )}
      </Stack>
      <Group>
        <Button variant="light" disabled={!online} onClick={onChangeKeys}>
          Changer les clés
        </Button>
        {online && <DeleteButton onClick={() => setConfirming(true)}>Déconnecter</DeleteButton>}
      </Group>
      <ConfirmDelete
        opened={confirming}
        title="Déconnecter CinetPay ?"
        confirmLabel="Déconnecter"
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          const answer = await apiFetch<Saved>('/api/payment-connection', { method: 'DELETE' });
          queryClient.setQueryData(PAYMENT_CONNECTION_KEY, answer.data);
          notifications.show({ color: 'teal', message: answer.message });
        }}
      >
        Vos clientes ne pourront plus payer en ligne : elles paieront comme avant, en déclarant leur transaction. Les
        commandes déjà payées le restent.
      </ConfirmDelete>
    </>
  );
}

function KeysForm({
  online,
  replacing,
  onDone,
  onCancel,
}: {
  online: boolean;
  replacing: boolean;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { provider: 'cinetpay' as const, siteId: '', apiKey: '', secretKey: '' },
    validate: schemaResolver(paymentConnectionSchema, { sync: true }),
  });
  const save = useMutation({
    mutationFn: (body: typeof form.values) => apiFetch<Saved>('/api/payment-connection', { method: 'PUT', body }),
    onSuccess: (answer) => {
      // The keys leave the screen's memory with the form: only « Connecté » and the last 4 characters stay.
      form.reset();
      queryClient.setQueryData(PAYMENT_CONNECTION_KEY, answer.data);
      notifications.show({ color: 'teal', message: answer.message });
      onDone();
    },
    onError: (error) => {
      const errors = fieldErrorsOf(error);
      if (Object.keys(errors).length > 0) form.setErrors(errors);
      else setRefusal(messageOf(error));
    },
  });
  const field = { autoComplete: 'off', autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false } as const;
  return (
    <form
      noValidate
      data-testid="online-payment-form"
      onSubmit={form.onSubmit((values) => {
        setRefusal(null);
        save.mutate(values);
      })}
    >
      <Stack>
        <Text size="sm">
          Vos clés sont dans votre compte CinetPay, menu « Intégrations ». Boutique les garde chiffrées, jamais sur cet
          appareil ; elles ne s’affichent plus ensuite.
        </Text>
        <TextInput label="Site ID" inputMode="numeric" required {...field} {...form.getInputProps('siteId')} />
        <TextInput label="Clé API (apikey)" required {...field} {...form.getInputProps('apiKey')} />
        <TextInput
          label="Clé secrète"
          description="Elle sert à vérifier que chaque avis de paiement vient bien de CinetPay."
          required
          {...field}
          {...form.getInputProps('secretKey')}
        />
        {refusal && (
          <Alert color="red" role="alert" data-testid="online-payment-refused">
            {refusal}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending} disabled={!online}>
            {replacing ? 'Enregistrer les nouvelles clés' : 'Connecter CinetPay'}
          </Button>
          {onCancel && (
            <Button variant="subtle" onClick={onCancel}>
              Annuler
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
