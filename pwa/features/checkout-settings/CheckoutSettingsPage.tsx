import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { Select } from '../../lib/ui/LazySelect';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckoutSettingsJson } from '#shared/checkout';
import {
  DELIVERY_OPTION_LABELS,
  DELIVERY_ZONES_MAX,
  MOBILE_MONEY_METHODS,
  PAYMENT_INSTRUCTION_MAX,
  PAYMENT_METHOD_LABELS,
  type CheckoutSettingsUpdateInput,
} from '#shared/schemas/checkout';
import { apiFetch } from '../../lib/api';
import { fieldErrorsOf, messageOf } from '../../lib/form-errors';
import { currencyLabel } from '../../lib/money';
import { useOnline } from '../../lib/online';
import { DecimalInput } from '../../lib/ui/DecimalInput';
import { NetworkNeeded } from '../../lib/ui/NetworkNeeded';
import { CHECKOUT_SETTINGS_KEY, checkoutSettingsQuery } from './queries';
import { LeaveGuard } from '../../lib/ui/LeaveGuard';
import { useState } from 'react';
import {
  CHECKOUT_PARTS,
  checkoutErrors,
  deliveryFormValues,
  type CheckoutFormValues,
  paymentFormValues,
} from './form-values';
import { timeZoneLabel } from '#shared/time-zone-label';
import { SentenceField } from '../../lib/ui/SentenceField';
import { OnlinePaymentCard } from './OnlinePaymentCard';

type Saved = { message: string; data: CheckoutSettingsJson };

type CheckoutForm = UseFormReturnType<CheckoutFormValues>;

/**
 * /user/settings/checkout « Livraison et paiement »: how shoppers get their orders (pickup, delivery by zone with its
 * fee, free delivery threshold), how they pay (cash on delivery, mobile money numbers) and the store's time zone.
 * One form, one « Enregistrer » for the whole screen: a fee changed in one part is never left behind by saving
 * another. Only the parts she changed are checked and sent (a new store can set its time zone before its delivery),
 * and leaving with changes not saved asks first. Below, « Paiement en ligne (CinetPay) », saved on its own.
 */
export function CheckoutSettingsPage() {
  const settings = useQuery(checkoutSettingsQuery());
  const online = useOnline();
  return (
    <Stack maw={760}>
      <Title order={2} size="h3">
        Livraison et paiement
      </Title>
      <Text c="dimmed" size="sm">
        Ce que vos clientes choisissent sur votre boutique en ligne au moment de commander.
      </Text>
      {settings.data ? (
        <CheckoutSettingsForm settings={settings.data} />
      ) : !online ? (
        <NetworkNeeded what="La livraison et le paiement" />
      ) : settings.isError ? (
        <Alert color="red">{messageOf(settings.error)}</Alert>
      ) : (
        <Stack>
          <Skeleton h={220} />
          <Skeleton h={220} />
        </Stack>
      )}
      <OnlinePaymentCard />
    </Stack>
  );
}

function CheckoutSettingsForm({ settings }: { settings: CheckoutSettingsJson }) {
  const queryClient = useQueryClient();
  const form = useForm<CheckoutFormValues>({
    mode: 'controlled',
    initialValues: {
      delivery: deliveryFormValues(settings),
      payment: paymentFormValues(settings),
      timeZone: settings.timeZone,
    },
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: CheckoutSettingsUpdateInput) =>
      apiFetch<Saved>('/api/checkout-settings', { method: 'PUT', body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(CHECKOUT_SETTINGS_KEY, answer.data);
      // What was sent is now what is saved: the screen is clean (leaving no longer asks).
      form.resetDirty();
      notifications.show({ color: 'teal', message: answer.message });
    },
    onError: (error) => {
      const errors = fieldErrorsOf(error);
      if (Object.keys(errors).length > 0) form.setErrors(errors);
      else setRefusal(messageOf(error));
    },
  });
  const changed = CHECKOUT_PARTS.filter((part) => form.isDirty(part));

  function submit(event?: React.FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    setRefusal(null);
    const values = form.getValues();
    const errors = checkoutErrors(values, changed);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) {
      // Her first mistake in sight: it may be in a card far above the button.
      requestAnimationFrame(() =>
        document
          .querySelector('[data-checkout-settings] [aria-invalid="true"], [data-checkout-settings] [role="alert"]')
          ?.scrollIntoView({ block: 'center' }),
      );
      return;
    }
    if (changed.length === 0) {
      notifications.show({ color: 'gray', message: 'Aucune modification à enregistrer.' });
      return;
    }
    const body: CheckoutSettingsUpdateInput = {};
    if (changed.includes('delivery')) body.delivery = values.delivery;
    if (changed.includes('payment')) body.payment = values.payment;
    if (changed.includes('timeZone')) body.timeZone = values.timeZone;
    save.mutate(body);
  }

  return (
    <form onSubmit={submit} noValidate data-testid="checkout-settings" data-checkout-settings="">
      <LeaveGuard dirty={() => form.isDirty()} />
      <Stack>
        <DeliveryCard form={form} currency={currencyLabel(settings.currency)} />
        <PaymentCard form={form} />
        <TimeZoneCard form={form} chosen={settings.timeZoneChosen} />
        <FormError message={refusal} />
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={save.isPending}>
            Enregistrer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function FormError({ message }: { message?: React.ReactNode }) {
  return message ? (
    <Text c="red" size="sm" role="alert">
      {message}
    </Text>
  ) : null;
}

/** One part of the screen: a card with its title, its fields and the refusal of the part as a whole. */
function SettingsCard({
  title,
  testId,
  error,
  children,
}: {
  title: string;
  testId: string;
  error?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Card withBorder data-testid={testId}>
      <Stack>
        <Text fw={600}>{title}</Text>
        {children}
        <FormError message={error} />
      </Stack>
    </Card>
  );
}

function DeliveryCard({ form, currency }: { form: CheckoutForm; currency: string }) {
  const zones = form.values.delivery.delivery.zones;
  return (
    <SettingsCard
      title="Livraison"
      testId="delivery-settings"
      error={form.errors['delivery.pickup.enabled'] ?? form.errors.delivery}
    >
      <Switch
        label={DELIVERY_OPTION_LABELS.pickup}
        description="Vos clientes viennent chercher leur commande."
        {...form.getInputProps('delivery.pickup.enabled', { type: 'checkbox' })}
      />
      {form.values.delivery.pickup.enabled && (
        <SentenceField
          label="Adresse du retrait"
          placeholder="Marché Sandaga, boutique 12"
          required
          {...form.getInputProps('delivery.pickup.address')}
        />
      )}
      <Switch
        label={DELIVERY_OPTION_LABELS.delivery}
        description="Vous livrez dans les zones ci-dessous, chacune avec ses frais."
        {...form.getInputProps('delivery.delivery.enabled', { type: 'checkbox' })}
      />
      {form.values.delivery.delivery.enabled && (
        <Stack gap="sm">
          {zones.length === 0 && (
            <Text size="sm" c="dimmed">
              Aucune zone : ajoutez les quartiers ou villes où vous livrez.
            </Text>
          )}
          {zones.map((zone, i) => (
            <Card key={zone.id ?? `new-${i}`} withBorder p="sm" data-testid="delivery-zone">
              <Stack gap="xs">
                <SimpleGrid cols={{ base: 1, xs: 2 }}>
                  <TextInput
                    label="Zone"
                    placeholder="Plateau"
                    required
                    {...form.getInputProps(`delivery.delivery.zones.${i}.name`)}
                  />
                  <DecimalInput
                    label={`Frais de livraison (${currency})`}
                    placeholder="1000"
                    required
                    {...form.getInputProps(`delivery.delivery.zones.${i}.fee`)}
                  />
                </SimpleGrid>
                <Group justify="space-between" wrap="nowrap">
                  <Checkbox
                    label="Fermée pour le moment"
                    {...form.getInputProps(`delivery.delivery.zones.${i}.closed`, { type: 'checkbox' })}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={`Retirer la zone ${zone.name}`.trim()}
                    onClick={() => form.removeListItem('delivery.delivery.zones', i)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Stack>
            </Card>
          ))}
          <FormError message={form.errors['delivery.delivery.zones']} />
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              disabled={zones.length >= DELIVERY_ZONES_MAX}
              onClick={() =>
                form.insertListItem('delivery.delivery.zones', { id: null, name: '', fee: '', closed: false })
              }
            >
              Ajouter une zone
            </Button>
          </Group>
          <DecimalInput
            label={`Livraison offerte à partir de (${currency})`}
            description="Laissez vide si la livraison n’est jamais offerte."
            {...form.getInputProps('delivery.freeDeliveryFrom')}
          />
        </Stack>
      )}
    </SettingsCard>
  );
}

function PaymentCard({ form }: { form: CheckoutForm }) {
  const mobileMoney = form.values.payment.mobileMoney;
  return (
    <SettingsCard
      title="Paiement"
      testId="payment-settings"
      error={form.errors['payment.cashOnDelivery'] ?? form.errors['payment.mobileMoney'] ?? form.errors.payment}
    >
      <Switch
        label={PAYMENT_METHOD_LABELS.cod}
        description="Votre cliente paie en espèces quand elle reçoit sa commande."
        {...form.getInputProps('payment.cashOnDelivery', { type: 'checkbox' })}
      />
      {MOBILE_MONEY_METHODS.map((method) => {
        const i = mobileMoney.findIndex((m) => m.method === method);
        return (
          <Stack key={method} gap="xs">
            <Switch
              label={PAYMENT_METHOD_LABELS[method]}
              checked={i >= 0}
              onChange={(e) =>
                e.currentTarget.checked
                  ? form.insertListItem('payment.mobileMoney', { method, number: '', instruction: '' })
                  : form.removeListItem('payment.mobileMoney', i)
              }
            />
            {i >= 0 && (
              <Stack gap="xs" pl={{ base: 0, xs: 'xl' }}>
                <TextInput
                  label={`Votre numéro ${PAYMENT_METHOD_LABELS[method]}`}
                  inputMode="tel"
                  autoComplete="off"
                  required
                  maw={{ xs: 320 }}
                  {...form.getInputProps(`payment.mobileMoney.${i}.number`)}
                />
                {/* An instruction is a sentence: it wraps instead of being cut in a one-line field. */}
                <Textarea
                  label="Consigne (facultatif)"
                  placeholder="Au nom de Awa Traoré"
                  autosize
                  minRows={1}
                  maxLength={PAYMENT_INSTRUCTION_MAX}
                  {...form.getInputProps(`payment.mobileMoney.${i}.instruction`)}
                />
              </Stack>
            )}
          </Stack>
        );
      })}
    </SettingsCard>
  );
}

/**
 * The zones a merchant of this product is likely in first, then every zone the device knows; each shown by its city
 * (« Ouagadougou (GMT) »), the IANA id kept as the value.
 */
function timeZoneChoices(current: string): { value: string; label: string }[] {
  let all: string[];
  try {
    all = Intl.supportedValuesOf('timeZone');
  } catch {
    all = [];
  }
  const africa = all.filter((z) => z.startsWith('Africa/'));
  const rest = all.filter((z) => !z.startsWith('Africa/'));
  return [...new Set([current, ...africa, ...rest, 'UTC'])].map((value) => ({ value, label: timeZoneLabel(value) }));
}

function TimeZoneCard({ form, chosen }: { form: CheckoutForm; chosen: boolean }) {
  return (
    <SettingsCard title="Fuseau horaire" testId="time-zone-settings">
      <Text size="sm" c="dimmed">
        Les heures des commandes s’affichent à l’heure de votre boutique.
        {!chosen && ' Celui de votre pays est choisi tant que vous n’en changez pas.'}
      </Text>
      <Select
        label="Fuseau horaire de la boutique"
        searchable
        allowDeselect={false}
        data={timeZoneChoices(form.getValues().timeZone)}
        {...form.getInputProps('timeZone')}
      />
    </SettingsCard>
  );
}
