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
import { schemaResolver, useForm } from '@mantine/form';
import * as v from 'valibot';
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
  deliverySettingsSchema,
  paymentSettingsSchema,
  timeZoneField,
  type CheckoutSettingsUpdateInput,
} from '#shared/schemas/checkout';
import { apiFetch } from '../../lib/api';
import { fieldErrorsOf, messageOf } from '../../lib/form-errors';
import { currencyLabel } from '../../lib/money';
import { useOnline } from '../../lib/online';
import { DecimalInput } from '../../lib/ui/DecimalInput';
import { NetworkNeeded } from '../../lib/ui/NetworkNeeded';
import { CHECKOUT_SETTINGS_KEY, checkoutSettingsQuery } from './queries';
import {
  deliveryFormValues,
  errorsOfPart,
  paymentFormValues,
  type DeliveryFormValues,
  type PaymentFormValues,
} from './form-values';
import { timeZoneLabel } from '#shared/time-zone-label';
import { SentenceField } from '../../lib/ui/SentenceField';

type Saved = { message: string; data: CheckoutSettingsJson };

/** One PUT for one part of the settings; the answer replaces what the screen shows. */
function useSavePart(part: 'delivery' | 'payment' | 'timeZone', onFieldErrors: (e: Record<string, string>) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckoutSettingsUpdateInput) =>
      apiFetch<Saved>('/api/checkout-settings', { method: 'PUT', body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(CHECKOUT_SETTINGS_KEY, answer.data);
      notifications.show({ color: 'teal', message: answer.message });
    },
    onError: (error) => {
      const errors = part === 'timeZone' ? fieldErrorsOf(error) : errorsOfPart(fieldErrorsOf(error), part);
      if (Object.keys(errors).length > 0) onFieldErrors(errors);
      else notifications.show({ color: 'red', message: messageOf(error) });
    },
  });
}

/**
 * /user/settings/checkout « Livraison et paiement » (issue 19): how shoppers get their orders (pickup, delivery by
 * zone with its fee, free delivery threshold), how they pay (cash on delivery, mobile money numbers) and the store's
 * time zone. Each card saves its own part; the storefront shows them once saved.
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
        <>
          <DeliveryCard settings={settings.data} />
          <PaymentCard settings={settings.data} />
          <TimeZoneCard settings={settings.data} />
        </>
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
    </Stack>
  );
}

function FormError({ message }: { message?: React.ReactNode }) {
  return message ? (
    <Text c="red" size="sm" role="alert">
      {message}
    </Text>
  ) : null;
}

/** The shell of one part of the checkout settings: a card holding its own form, its title, its refusal and its save. */
function SettingsCard({
  title,
  testId,
  onSubmit,
  error,
  submitLabel,
  saving,
  children,
}: {
  title: string;
  testId: string;
  onSubmit: (event?: React.FormEvent<HTMLFormElement>) => void;
  error?: React.ReactNode;
  submitLabel: string;
  saving: boolean;
  children: React.ReactNode;
}) {
  return (
    <Card withBorder>
      <form onSubmit={onSubmit} noValidate data-testid={testId}>
        <Stack>
          <Text fw={600}>{title}</Text>
          {children}
          <FormError message={error} />
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function DeliveryCard({ settings }: { settings: CheckoutSettingsJson }) {
  const currency = currencyLabel(settings.currency);
  const form = useForm<DeliveryFormValues>({
    mode: 'controlled',
    initialValues: deliveryFormValues(settings),
    validate: schemaResolver(deliverySettingsSchema, { sync: true }),
  });
  const save = useSavePart('delivery', (errors) => form.setErrors(errors));
  const zones = form.values.delivery.zones;
  return (
    <SettingsCard
      title="Livraison"
      testId="delivery-settings"
      onSubmit={form.onSubmit((values) => save.mutate({ delivery: values }))}
      error={form.errors['pickup.enabled'] ?? form.errors['']}
      submitLabel="Enregistrer la livraison"
      saving={save.isPending}
    >
      <Switch
        label={DELIVERY_OPTION_LABELS.pickup}
        description="Vos clientes viennent chercher leur commande."
        {...form.getInputProps('pickup.enabled', { type: 'checkbox' })}
      />
      {form.values.pickup.enabled && (
        <SentenceField
          label="Adresse du retrait"
          placeholder="Marché Sandaga, boutique 12"
          required
          {...form.getInputProps('pickup.address')}
        />
      )}
      <Switch
        label={DELIVERY_OPTION_LABELS.delivery}
        description="Vous livrez dans les zones ci-dessous, chacune avec ses frais."
        {...form.getInputProps('delivery.enabled', { type: 'checkbox' })}
      />
      {form.values.delivery.enabled && (
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
                    {...form.getInputProps(`delivery.zones.${i}.name`)}
                  />
                  <DecimalInput
                    label={`Frais de livraison (${currency})`}
                    placeholder="1000"
                    required
                    {...form.getInputProps(`delivery.zones.${i}.fee`)}
                  />
                </SimpleGrid>
                <Group justify="space-between" wrap="nowrap">
                  <Checkbox
                    label="Fermée pour le moment"
                    {...form.getInputProps(`delivery.zones.${i}.closed`, { type: 'checkbox' })}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={`Retirer la zone ${zone.name}`.trim()}
                    onClick={() => form.removeListItem('delivery.zones', i)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Stack>
            </Card>
          ))}
          <FormError message={form.errors['delivery.zones']} />
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              disabled={zones.length >= DELIVERY_ZONES_MAX}
              onClick={() => form.insertListItem('delivery.zones', { id: null, name: '', fee: '', closed: false })}
            >
              Ajouter une zone
            </Button>
          </Group>
          <DecimalInput
            label={`Livraison offerte à partir de (${currency})`}
            description="Laissez vide si la livraison n’est jamais offerte."
            {...form.getInputProps('freeDeliveryFrom')}
          />
        </Stack>
      )}
    </SettingsCard>
  );
}

function PaymentCard({ settings }: { settings: CheckoutSettingsJson }) {
  const form = useForm<PaymentFormValues>({
    mode: 'controlled',
    initialValues: paymentFormValues(settings),
    validate: schemaResolver(paymentSettingsSchema, { sync: true }),
  });
  const save = useSavePart('payment', (errors) => form.setErrors(errors));
  return (
    <SettingsCard
      title="Paiement"
      testId="payment-settings"
      onSubmit={form.onSubmit((values) => save.mutate({ payment: values }))}
      error={form.errors.cashOnDelivery ?? form.errors.mobileMoney ?? form.errors['']}
      submitLabel="Enregistrer le paiement"
      saving={save.isPending}
    >
      <Switch
        label={PAYMENT_METHOD_LABELS.cod}
        description="Votre cliente paie en espèces quand elle reçoit sa commande."
        {...form.getInputProps('cashOnDelivery', { type: 'checkbox' })}
      />
      {MOBILE_MONEY_METHODS.map((method) => {
        const i = form.values.mobileMoney.findIndex((m) => m.method === method);
        return (
          <Stack key={method} gap="xs">
            <Switch
              label={PAYMENT_METHOD_LABELS[method]}
              checked={i >= 0}
              onChange={(e) =>
                e.currentTarget.checked
                  ? form.insertListItem('mobileMoney', { method, number: '', instruction: '' })
                  : form.removeListItem('mobileMoney', i)
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
                  {...form.getInputProps(`mobileMoney.${i}.number`)}
                />
                {/* An instruction is a sentence: it wraps instead of being cut in a one-line field. */}
                <Textarea
                  label="Consigne (facultatif)"
                  placeholder="Au nom de Awa Traoré"
                  autosize
                  minRows={1}
                  maxLength={PAYMENT_INSTRUCTION_MAX}
                  {...form.getInputProps(`mobileMoney.${i}.instruction`)}
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

const timeZoneSchema = v.object({ timeZone: timeZoneField });

function TimeZoneCard({ settings }: { settings: CheckoutSettingsJson }) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { timeZone: settings.timeZone },
    validate: schemaResolver(timeZoneSchema, { sync: true }),
  });
  const save = useSavePart('timeZone', (errors) => form.setErrors(errors));
  return (
    <Card withBorder>
      <form
        onSubmit={form.onSubmit((values) => save.mutate({ timeZone: values.timeZone }))}
        noValidate
        data-testid="time-zone-settings"
      >
        <Stack>
          <Text fw={600}>Fuseau horaire</Text>
          <Text size="sm" c="dimmed">
            Les heures des commandes s’affichent à l’heure de votre boutique.
            {!settings.timeZoneChosen && ' Celui de votre pays est choisi tant que vous n’en changez pas.'}
          </Text>
          <Select
            label="Fuseau horaire de la boutique"
            searchable
            allowDeselect={false}
            data={timeZoneChoices(settings.timeZone)}
            {...form.getInputProps('timeZone')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Enregistrer le fuseau
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
