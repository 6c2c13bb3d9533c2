import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Select } from '../../lib/ui/LazySelect';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { newOrderCode } from '#shared/order-basics';
import { capacityWarning } from '#shared/atelier-calendar';
import {
  AMOUNT_INVALID,
  FABRIC_SOURCE_LABELS,
  garmentLine,
  type FabricSource,
  type Garment,
} from '#shared/schemas/atelier-order';
import type { MeasurementValue } from '#shared/schemas/measurement-set';
import { newClientId } from '../../lib/sync/ids';
import { useSyncRuntime, type SyncRuntime } from '../../lib/sync/runtime';
import { currencyLabel, money, useStoreCurrency } from '../../lib/money';
import { AnchorLink } from '../../lib/ui/links';
import { DateField } from '../../lib/ui/DateField';
import { NoRuntime } from './NoRuntime';
import {
  createAtelierOrder,
  customerName,
  useAtelierCustomer,
  useAtelierCustomers,
  useCalendarOrders,
  useMeasurementSets,
} from './atelier-store';
import { isDay } from '#shared/days';
import { frenchDate, parseMeasure } from './measure-form';
import { depositError, dueDateError, parseAmount } from './order-form';
import { atelierSettingsQuery, clothingTypesQuery, fabricsQuery, servicesQuery, useAtelierReference } from './queries';

interface GarmentDraft {
  key: string;
  clothingTypeId: string | null;
  price: string;
  fabric: FabricSource;
  fabricNote: string;
  /** fabric 'stock': which fabric of the workshop and how many metres it takes (the model's length by default) */
  fabricId: string | null;
  fabricMeters: string;
  /** a priced service of the store instead of a clothing model */
  serviceId: string | null;
  notes: string;
}
const newDraft = (): GarmentDraft => ({
  key: newClientId(),
  clothingTypeId: null,
  price: '',
  fabric: 'customer',
  fabricNote: '',
  fabricId: null,
  fabricMeters: '',
  serviceId: null,
  notes: '',
});
const metresText = (n: number) => `${n.toLocaleString('fr-FR')} m`;

/** /user/atelier/orders/addnew and /addnew/{customerId}: a made-to-measure order, made on the tablet (offline too). */
export function AtelierOrderFormPage({ customerId }: { customerId?: string }) {
  const runtime = useSyncRuntime();
  return runtime ? <FormFor runtime={runtime} initialCustomer={customerId ?? null} /> : <NoRuntime />;
}

function FormFor({ runtime, initialCustomer }: { runtime: SyncRuntime; initialCustomer: string | null }) {
  const currency = useStoreCurrency();
  useAtelierReference();
  const navigate = useNavigate();
  const customers = useAtelierCustomers(runtime);
  const [customerId, setCustomerId] = useState<string | null>(initialCustomer);
  const customer = useAtelierCustomer(runtime, customerId ?? '');
  const sets = useMeasurementSets(runtime, customerId ?? '');
  const types = useQuery(clothingTypesQuery());
  const fabrics = useQuery(fabricsQuery());
  const services = useQuery(servicesQuery());
  const [drafts, setDrafts] = useState<GarmentDraft[]>([newDraft()]);
  const [dueDate, setDueDate] = useState('');
  const [deposit, setDeposit] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const calendar = useCalendarOrders(runtime);
  const capacity = useQuery(atelierSettingsQuery()).data?.capacity ?? null;
  const dayFull = capacityWarning(calendar ?? [], dueDate, drafts.length, capacity);

  const typeOf = (id: string | null) => types.data?.find((t) => t.id === id) ?? null;
  const fabricOf = (id: string | null) => fabrics.data?.find((f) => f.id === id) ?? null;
  const serviceOf = (id: string | null) => services.data?.find((x) => x.id === id) ?? null;
  /** The model's fabric length, as the metres taken from stock unless the tailor typed another. */
  const defaultMetres = (typeId: string | null) => {
    const length = typeOf(typeId)?.fabricLength;
    return length != null ? String(length).replace('.', ',') : '';
  };
  /** The taking a garment is cut from: the latest for its clothing type, else the latest of all. */
  const takingFor = (typeId: string | null) =>
    sets?.find((s) => typeId && s.data.clothingTypeId === typeId) ?? sets?.[0] ?? null;
  const update = (key: string, patch: Partial<GarmentDraft>) =>
    setDrafts((all) => all.map((d) => (d.key === key ? { ...d, ...patch } : d)));
  const total = drafts.reduce((s, d) => s + (parseAmount(d.price) || 0), 0);

  const save = async () => {
    const e: Record<string, string> = {};
    if (!customer) e.customer = 'Choisissez le client';
    const garments: Garment[] = [];
    for (const d of drafts) {
      const price = parseAmount(d.price);
      const service = serviceOf(d.serviceId);
      if (d.serviceId) {
        if (price === null || Number.isNaN(price)) e[`price-${d.key}`] = AMOUNT_INVALID;
        else if (service)
          garments.push({
            clothingTypeId: null,
            name: service.name,
            fabric: 'customer',
            fabricNote: null,
            serviceId: service.id,
            measurementSetId: null,
            measurements: [],
            price,
            stage: 'measures',
            notes: d.notes.trim() || null,
          });
        continue;
      }
      const type = typeOf(d.clothingTypeId);
      const fromStock = d.fabric === 'stock';
      const fabric = fromStock ? fabricOf(d.fabricId) : null;
      const meters = fromStock ? parseMeasure(d.fabricMeters) : null;
      if (fromStock && !fabric) e[`fabric-${d.key}`] = 'Choisissez le tissu';
      if (fromStock && (meters === null || Number.isNaN(meters) || meters <= 0))
        e[`meters-${d.key}`] = 'Métrage invalide : un nombre de mètres (ex. 3 ou 2,5)';
      if (!type) e[`type-${d.key}`] = 'Choisissez le modèle';
      if (price === null || Number.isNaN(price)) e[`price-${d.key}`] = AMOUNT_INVALID;
      if (!type || price === null || Number.isNaN(price)) continue;
      const taking = takingFor(type.id);
      garments.push({
        clothingTypeId: type.id,
        name: type.name,
        fabric: d.fabric,
        fabricNote: d.fabricNote.trim() || fabric?.name || null,
        ...(fromStock && fabric && meters ? { fabricId: fabric.id, fabricMeters: meters } : {}),
        measurementSetId: taking?.id ?? null,
        measurements: (taking?.data.values as MeasurementValue[] | undefined) ?? [],
        price,
        stage: 'measures',
        notes: d.notes.trim() || null,
      });
    }
    const paid = parseAmount(deposit);
    const depositWrong = depositError(deposit, total);
    if (depositWrong) e.deposit = depositWrong;
    if (!isDay(dueDate)) e.dueDate = 'Choisissez la date de livraison';
    const past = dueDateError(dueDate);
    if (past) e.dueDate = past;
    setErrors(e);
    if (Object.keys(e).length || !customer) return;
    setSaving(true);
    try {
      const c = customer.data;
      const id = await createAtelierOrder(runtime, {
        code: newOrderCode(),
        status: 'pending',
        customerId: customer.id,
        firstname: String(c.firstName ?? ''),
        lastname: String(c.lastName ?? ''),
        phone: String(c.phone ?? ''),
        email: String(c.email ?? ''),
        city: String(c.city ?? ''),
        address: (c.address as string | null) ?? null,
        lines: garments.map(garmentLine),
        garments,
        payments: paid ? [{ id: newClientId(), at: new Date().toISOString(), amount: paid, note: 'Avance' }] : [],
        dueDate,
        message: null,
      });
      notifications.show({ color: 'teal', message: 'Commande enregistrée.' });
      await navigate({ to: '/user/atelier/orders/view/$id', params: { id } });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack maw={980}>
      <Title order={2} size="h3">
        Nouvelle commande sur mesure
      </Title>
      <Card withBorder p="lg">
        <Select
          size="md"
          label="Client"
          placeholder="Choisissez le client"
          searchable
          value={customerId}
          onChange={setCustomerId}
          error={errors.customer}
          data={(customers ?? []).map((r) => ({ value: r.id, label: customerName(r.data) }))}
        />
        {customerId && sets && sets.length === 0 && (
          <Alert color="yellow" mt="sm">
            Aucune mesure pour ce client.{' '}
            <AnchorLink to="/user/atelier/costumer/customermeasure/$id" params={{ id: customerId }}>
              Prendre ses mesures
            </AnchorLink>
          </Alert>
        )}
      </Card>
      {drafts.map((d, i) => {
        const taking = takingFor(d.clothingTypeId);
        if (d.serviceId) {
          return (
            <Card withBorder p="lg" key={d.key} data-testid="order-service">
              <Group justify="space-between" mb="sm">
                <Text fw={600}>Service : {serviceOf(d.serviceId)?.name ?? '—'}</Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label="Retirer ce service"
                  onClick={() => setDrafts((all) => all.filter((x) => x.key !== d.key))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <TextInput
                  size="md"
                  label={`Prix (${currencyLabel(currency)})`}
                  inputMode="decimal"
                  value={d.price}
                  error={errors[`price-${d.key}`]}
                  onChange={(e) => update(d.key, { price: e.currentTarget.value })}
                />
                <TextInput
                  size="md"
                  label="Notes pour le tailleur"
                  value={d.notes}
                  onChange={(e) => update(d.key, { notes: e.currentTarget.value })}
                />
              </SimpleGrid>
            </Card>
          );
        }
        const stockFabric = d.fabric === 'stock' ? fabricOf(d.fabricId) : null;
        const wanted = parseMeasure(d.fabricMeters);
        const short = stockFabric && wanted && !Number.isNaN(wanted) && wanted > stockFabric.stock;
        return (
          <Card withBorder p="lg" key={d.key} data-testid="garment">
            <Group justify="space-between" mb="sm">
              <Text fw={600}>Vêtement {i + 1}</Text>
              {drafts.length > 1 && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label="Retirer ce vêtement"
                  onClick={() => setDrafts((all) => all.filter((x) => x.key !== d.key))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </Group>
            {/* One column up to a wide tablet: beside the side menu at 800 px two columns cut the fabric's name
                and wrapped the fabric choice on 3 lines. */}
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <Select
                size="md"
                label="Modèle"
                placeholder="Boubou, chemise…"
                value={d.clothingTypeId}
                error={errors[`type-${d.key}`]}
                data={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
                onChange={(id) => {
                  const type = typeOf(id);
                  update(d.key, {
                    clothingTypeId: id,
                    price: d.price || (type?.defaultPrice != null ? String(type.defaultPrice) : ''),
                    fabricMeters: d.fabricMeters || defaultMetres(id),
                  });
                }}
              />
              <TextInput
                size="md"
                label={`Prix (${currencyLabel(currency)})`}
                inputMode="decimal"
                value={d.price}
                error={errors[`price-${d.key}`]}
                onChange={(e) => update(d.key, { price: e.currentTarget.value })}
              />
              <div>
                <Text size="sm" fw={500} mb={4}>
                  Tissu
                </Text>
                <SegmentedControl
                  fullWidth
                  value={d.fabric}
                  onChange={(v) =>
                    update(d.key, {
                      fabric: v as FabricSource,
                      fabricMeters: d.fabricMeters || defaultMetres(d.clothingTypeId),
                    })
                  }
                  data={Object.entries(FABRIC_SOURCE_LABELS).map(([value, label]) => ({ value, label }))}
                  // Three choices side by side on a 390 px phone: each label wraps instead of being cut.
                  styles={{ label: { whiteSpace: 'normal', lineHeight: 1.25 } }}
                />
              </div>
              <TextInput
                size="md"
                label="Description du tissu"
                value={d.fabricNote}
                onChange={(e) => update(d.key, { fabricNote: e.currentTarget.value })}
              />
              {d.fabric === 'stock' && (
                <>
                  <Select
                    size="md"
                    label="Tissu du stock"
                    placeholder={fabrics.data?.length ? 'Choisissez le tissu' : "Aucun tissu dans l'atelier"}
                    searchable
                    value={d.fabricId}
                    error={errors[`fabric-${d.key}`]}
                    data={(fabrics.data ?? []).map((f) => ({
                      value: f.id,
                      label: `${f.name} — ${metresText(f.stock)} en stock`,
                    }))}
                    onChange={(id) => update(d.key, { fabricId: id })}
                    data-testid="garment-fabric"
                  />
                  <TextInput
                    size="md"
                    label="Mètres utilisés"
                    inputMode="decimal"
                    value={d.fabricMeters}
                    error={errors[`meters-${d.key}`]}
                    onChange={(e) => update(d.key, { fabricMeters: e.currentTarget.value })}
                    data-testid="garment-fabric-meters"
                  />
                </>
              )}
            </SimpleGrid>
            {short && (
              <Alert color="orange" mt="sm" data-testid="fabric-short">
                Il ne reste que {metresText(stockFabric.stock)} de « {stockFabric.name} » : vérifiez votre stock.
              </Alert>
            )}
            <TextInput
              mt="sm"
              size="md"
              label="Notes pour le tailleur"
              value={d.notes}
              onChange={(e) => update(d.key, { notes: e.currentTarget.value })}
            />
            <Text size="sm" c="dimmed" mt="xs">
              {taking
                ? `Mesures utilisées : prise du ${frenchDate(taking.data.takenAt)}${taking.data.clothingTypeName ? ` (${String(taking.data.clothingTypeName)})` : ''}, gardées telles quelles pour ce vêtement.`
                : 'Aucune mesure : le vêtement sera coupé sans fiche de mesures.'}
            </Text>
          </Card>
        );
      })}
      <Group gap="sm" align="flex-end">
        <Button
          variant="light"
          size="md"
          leftSection={<IconPlus size={16} />}
          onClick={() => setDrafts((all) => [...all, newDraft()])}
        >
          Ajouter un vêtement
        </Button>
        {(services.data?.length ?? 0) > 0 && (
          <Select
            size="md"
            placeholder="Ajouter un service"
            aria-label="Ajouter un service"
            value={null}
            data={(services.data ?? []).map((x) => ({
              value: x.id,
              label: `${x.name} — ${money(x.price, currency)}`,
            }))}
            onChange={(id) => {
              const service = serviceOf(id);
              if (service)
                setDrafts((all) => [...all, { ...newDraft(), serviceId: service.id, price: String(service.price) }]);
            }}
            data-testid="add-service"
            w={260}
          />
        )}
      </Group>
      <Card withBorder p="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }}>
          <DateField size="md" label="Date de livraison" value={dueDate} error={errors.dueDate} onChange={setDueDate} />
          <TextInput
            size="md"
            label={`Avance payée (${currencyLabel(currency)})`}
            inputMode="decimal"
            value={deposit}
            error={errors.deposit}
            onChange={(e) => setDeposit(e.currentTarget.value)}
          />
          {/* Two amounts on two lines, each whole (« 18 000 · 13 / 000 F CFA » broke inside a number). */}
          <div data-testid="order-form-total">
            <Text size="sm" c="dimmed">
              Total
            </Text>
            <Text fw={700} size="lg" style={{ whiteSpace: 'nowrap' }}>
              {money(total, currency)}
            </Text>
            <Text size="sm" c="dimmed">
              Reste à payer
            </Text>
            <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
              {money(Math.max(0, total - (parseAmount(deposit) || 0)), currency)}
            </Text>
          </div>
        </SimpleGrid>
        {dayFull && (
          <Alert color="orange" mt="sm" title="Journée pleine" data-testid="due-date-warning">
            {dayFull} <AnchorLink to="/user/atelier/calendar/order">Voir le calendrier</AnchorLink>
          </Alert>
        )}
      </Card>
      <Group justify="flex-end" pb="xl">
        <Button size="lg" onClick={() => void save()} loading={saving}>
          Enregistrer la commande
        </Button>
      </Group>
    </Stack>
  );
}
