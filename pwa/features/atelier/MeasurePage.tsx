import { memo, useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Chip, Group, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { Select } from '../../lib/ui/LazySelect';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSyncRuntime, type SyncRuntime } from '../../lib/sync/runtime';
import { AnchorLink } from '../../lib/ui/links';
import { DateField } from '../../lib/ui/DateField';
import { useFieldStore, useStoreField, type FieldStore } from '../../lib/ui/field-store';
import { AtelierClosed } from './AtelierClosed';
import { NoRuntime } from './NoRuntime';
import {
  createMeasurementSet,
  customerName,
  lastTaker,
  rememberTaker,
  useAtelierCustomer,
  useAtelierCustomers,
  useMeasurementSets,
} from './atelier-store';
import { buildValues, frenchDate, partsToMeasure, previousValues, takenAtFrom, todayInput } from './measure-form';
import { atelierPartsQuery, clothingTypesQuery, useAtelierReference } from './queries';
import { plural } from '../../lib/plural';
import { deBefore } from '#shared/elision';

/**
 * /user/atelier/costumer/customermeasure (choose the customer) and /customermeasure/{customerId}: a new taking of the
 * customer's measurements for a clothing type — big inputs for a tablet, the previous value beside each. Saved on
 * the device (offline too) as a new measurement set; the earlier ones stay in the history.
 */
export function MeasurePage({ customerId }: { customerId?: string }) {
  const runtime = useSyncRuntime();
  if (!runtime) return <NoRuntime />;
  return customerId ? <MeasureFor runtime={runtime} customerId={customerId} /> : <ChooseCustomer runtime={runtime} />;
}

function ChooseCustomer({ runtime }: { runtime: SyncRuntime }) {
  const navigate = useNavigate();
  useAtelierReference();
  const rows = useAtelierCustomers(runtime);
  return (
    <Stack maw={760}>
      <Title order={2} size="h3">
        Prendre les mesures
      </Title>
      <Card withBorder p="lg">
        <Stack>
          <Select
            size="lg"
            label="Client"
            placeholder="Choisissez le client"
            searchable
            nothingFoundMessage="Aucun client de ce nom"
            data={(rows ?? []).map((r) => ({
              value: r.id,
              label: `${customerName(r.data)}${r.data.phone ? ` — ${r.data.phone}` : ''}`,
            }))}
            onChange={(id) => id && void navigate({ to: '/user/atelier/costumer/customermeasure/$id', params: { id } })}
          />
          <Text size="sm" c="dimmed">
            Nouveau client ? <AnchorLink to="/user/atelier/costumer/addnewcustomer">Ajoutez-le d&apos;abord</AnchorLink>
            .
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}

function MeasureFor({ runtime, customerId }: { runtime: SyncRuntime; customerId: string }) {
  const navigate = useNavigate();
  const customer = useAtelierCustomer(runtime, customerId);
  const sets = useMeasurementSets(runtime, customerId);
  const parts = useQuery(atelierPartsQuery());
  const types = useQuery(clothingTypesQuery());
  const [typeId, setTypeId] = useState<string | null>(null);
  // The typed values live outside React state, each field subscribed to its own (lib/ui/field-store.ts): a
  // keystroke re-renders the field typed in, never the whole form (typing stays instant).
  const typed = useFieldStore<Record<string, string>>(() => ({}));
  const details = useFieldStore(() => ({ takenBy: lastTaker(), day: todayInput(), notes: '' }));
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // The clothing type of the latest taking is chosen first.
  const latestType = sets?.[0]?.data.clothingTypeId as string | null | undefined;
  useEffect(() => {
    if (typeId === null && latestType && types.data?.some((t) => t.id === latestType)) setTypeId(latestType);
  }, [latestType, types.data, typeId]);

  const type = types.data?.find((t) => t.id === typeId) ?? null;
  const formParts = useMemo(() => partsToMeasure(type, parts.data ?? []), [type, parts.data]);
  const previous = useMemo(() => previousValues(formParts, sets ?? []), [formParts, sets]);

  if (parts.isError && !parts.data) return <AtelierClosed error={parts.error} />;
  if (customer === undefined || !parts.data) return <Text c="dimmed">Chargement…</Text>;
  if (customer === null)
    return (
      <Alert color="gray" title="Client introuvable">
        Ce client n’existe pas ou a été supprimé.{' '}
        <AnchorLink to="/user/atelier/costumer/customers">Retour aux clients</AnchorLink>
      </Alert>
    );

  const save = async () => {
    const built = buildValues(formParts, typed.values());
    typed.setErrors(built.errors);
    setFormError(built.formError);
    if (built.formError || Object.keys(built.errors).length) return;
    setSaving(true);
    const { takenBy, day, notes } = details.values();
    try {
      rememberTaker(takenBy.trim());
      const id = await createMeasurementSet(runtime, {
        customerId,
        takenAt: takenAtFrom(day),
        takenBy: takenBy.trim() || null,
        clothingTypeId: type?.id ?? null,
        clothingTypeName: type?.name ?? null,
        values: built.values,
        notes: notes.trim() || null,
      });
      notifications.show({ color: 'teal', message: 'Mesures enregistrées.' });
      await navigate({ to: '/user/atelier/customer/customermeasure-details/$id', params: { id } });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack maw={980}>
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3">
          Mesures {deBefore(customerName(customer.data))}
          <AnchorLink to="/user/atelier/costumer/single/$id" params={{ id: customerId }} inherit>
            {customerName(customer.data)}
          </AnchorLink>
        </Title>
        <Text c="dimmed" size="sm">
          {sets?.length ? `${plural(sets.length, 'prise', 'prises')} avant celle-ci` : 'Première prise de mesures'}
        </Text>
      </Group>
      <Card withBorder p="lg">
        <Stack gap="sm">
          <Text fw={600}>Modèle</Text>
          {types.data && types.data.length > 0 ? (
            <Chip.Group multiple={false} value={typeId ?? ''} onChange={(v) => setTypeId(v || null)}>
              <Group gap="xs">
                <Chip value="" size="md">
                  Toutes les mesures
                </Chip>
                {types.data.map((t) => (
                  <Chip key={t.id} value={t.id} size="md">
                    {t.name}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          ) : (
            <Text size="sm" c="dimmed">
              Aucun modèle : toutes vos mesures sont proposées.{' '}
              <AnchorLink to="/user/atelier/settings/chlothe-types">Créer des modèles</AnchorLink>
            </Text>
          )}
        </Stack>
      </Card>
      {formParts.length === 0 ? (
        <Alert color="yellow">
          Aucune mesure dans votre atelier.{' '}
          <AnchorLink to="/user/atelier/mesurements/measurment-part">Ajoutez vos mesures</AnchorLink>.
        </Alert>
      ) : (
        <Card withBorder p="lg">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
            {formParts.map((part) => (
              <PartField key={part.id} part={part} before={previous[part.id]} store={typed} />
            ))}
          </SimpleGrid>
        </Card>
      )}
      <Card withBorder p="lg">
        <TakingDetails store={details} />
      </Card>
      {formError && <Alert color="red">{formError}</Alert>}
      <Group justify="flex-end" pb="xl">
        <Button size="lg" onClick={() => void save()} loading={saving}>
          Enregistrer les mesures
        </Button>
      </Group>
    </Stack>
  );
}

type FormPart = ReturnType<typeof partsToMeasure>[number];

/** One measurement's input: subscribed to its own value, a keystroke re-renders this field only. */
const PartField = memo(function PartField({
  part,
  before,
  store,
}: {
  part: FormPart;
  before: ReturnType<typeof previousValues>[string] | undefined;
  store: FieldStore<Record<string, string>>;
}) {
  const { value, error, set } = useStoreField(store, part.id);
  return (
    <TextInput
      size="lg"
      inputMode="decimal"
      label={part.name}
      rightSection={<Text c="dimmed">{part.unit}</Text>}
      description={
        before ? `Avant : ${before.value} ${part.unit} (${frenchDate(before.takenAt)})` : 'Pas encore mesuré'
      }
      value={value ?? ''}
      error={error}
      onChange={(e) => set(e.currentTarget.value)}
    />
  );
});

type TakingStore = FieldStore<{ takenBy: string; day: string; notes: string }>;

/** Who took the measurements, when, and notes: each field subscribed to its own value. */
const TakingDetails = memo(function TakingDetails({ store }: { store: TakingStore }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TakenByField store={store} />
        <DayField store={store} />
      </SimpleGrid>
      <NotesField store={store} />
    </>
  );
});

function TakenByField({ store }: { store: TakingStore }) {
  const { value, set } = useStoreField(store, 'takenBy');
  return <TextInput size="md" label="Prises par" value={value} onChange={(e) => set(e.currentTarget.value)} />;
}

function DayField({ store }: { store: TakingStore }) {
  const { value, set } = useStoreField(store, 'day');
  return <DateField size="md" label="Date" value={value} onChange={set} />;
}

function NotesField({ store }: { store: TakingStore }) {
  const { value, set } = useStoreField(store, 'notes');
  return (
    <Textarea
      mt="sm"
      size="md"
      label="Notes"
      autosize
      minRows={2}
      value={value}
      onChange={(e) => set(e.currentTarget.value)}
    />
  );
}
