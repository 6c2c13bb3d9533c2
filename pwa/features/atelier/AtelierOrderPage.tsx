import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Select } from '../../lib/ui/LazySelect';
import { IconBrandWhatsapp, IconEdit, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { capacityWarning } from '#shared/atelier-calendar';
import {
  AMOUNT_INVALID,
  ATELIER_OVERPAID,
  GARMENT_STAGES,
  GARMENT_STAGE_LABELS,
  FABRIC_SOURCE_LABELS,
  orderStage,
  type Garment,
  type GarmentStage,
  type Payment,
} from '#shared/schemas/atelier-order';
import { whatsappLink } from '#shared/order-basics';
import { moneyOrderOf, owedOn, paidOn } from '#shared/order-money';
import { ORDER_STATUS_LABELS, type OrderStatus as OrderStatusName } from '#shared/constants';
import { newClientId } from '../../lib/sync/ids';
import type { MirrorRow } from '../../lib/sync/db';
import { useSyncRuntime, type SyncRuntime } from '../../lib/sync/runtime';
import { AnchorLink, ButtonLink } from '../../lib/ui/links';
import { isDay } from '#shared/days';
import { currencyLabel, money, useStoreCurrency } from '../../lib/money';
import { useHasPermission, useSeesAmounts } from '../../lib/amounts';
import { ReceiptHeader } from './ReceiptHeader';
import { NoRuntime } from './NoRuntime';
import { NotSynced } from './NotSynced';
import { updateAtelierOrder, useAtelierOrder, useAtelierOrders, useCalendarOrders } from './atelier-store';
import { atelierSettingsQuery } from './queries';
import { frenchDate } from './measure-form';
import { dueDateError, parseAmount } from './order-form';
import { DateField } from '../../lib/ui/DateField';
import './print.css';
import { deName } from '#shared/elision';
import { LabeledPhone } from '../../lib/ui/PhoneLinks';
import { useInternationalDigits } from '../../lib/store-calling-code';

const garmentsOf = (row: MirrorRow) => (row.data.garments as Garment[]) ?? [];
const paymentsOf = (row: MirrorRow) => (row.data.payments as Payment[]) ?? [];
/** From the lines (the server recomputes it the same way; a record made offline has it before any answer). */
const totalOf = (row: MirrorRow) => moneyOrderOf(row.data).total;

/** /user/atelier/orders/orders: the made-to-measure orders (they also show in the store's order list). */
export function AtelierOrdersPage() {
  const runtime = useSyncRuntime();
  return runtime ? <ListFor runtime={runtime} /> : <NoRuntime />;
}

function ListFor({ runtime }: { runtime: SyncRuntime }) {
  const currency = useStoreCurrency();
  const amounts = useSeesAmounts();
  const canOrder = useHasPermission('orders');
  const orders = useAtelierOrders(runtime);
  return (
    <Stack maw={980}>
      <Group justify="space-between">
        <Title order={2} size="h3">
          Commandes sur mesure
        </Title>
        {canOrder && <ButtonLink to="/user/atelier/orders/addnew">Nouvelle commande</ButtonLink>}
      </Group>
      {orders && orders.length === 0 ? (
        <Alert color="gray" title="Aucune commande sur mesure">
          Touchez « Nouvelle commande » pour enregistrer les vêtements d&apos;un client, son avance et la date de
          livraison.
        </Alert>
      ) : (
        <Table.ScrollContainer minWidth={340}>
          <Table verticalSpacing="sm" data-testid="atelier-orders">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Commande</Table.Th>
                <Table.Th>Livraison</Table.Th>
                <Table.Th visibleFrom="xs">Étape</Table.Th>
                {amounts && <Table.Th ta="right">Reste</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(orders ?? []).map((o) => {
                const stage = orderStage(garmentsOf(o));
                return (
                  <Table.Tr key={o.id}>
                    <Table.Td>
                      <AnchorLink to="/user/atelier/orders/view/$id" params={{ id: o.id }}>
                        {String(o.data.code)} — {String(o.data.firstname)} {String(o.data.lastname ?? '')}
                      </AnchorLink>{' '}
                      <NotSynced pending={o.pending} />
                    </Table.Td>
                    <Table.Td>{frenchDate(o.data.dueDate)}</Table.Td>
                    <Table.Td visibleFrom="xs">{stage ? GARMENT_STAGE_LABELS[stage] : '—'}</Table.Td>
                    {amounts && <Table.Td ta="right">{money(owedOn(moneyOrderOf(o.data)), currency)}</Table.Td>}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/** /user/atelier/orders/view/{id} and /edit/{id}: the receipt with the balance owed, the garments' stages, payments. */
export function AtelierOrderPage({ id, edit = false }: { id: string; edit?: boolean }) {
  const runtime = useSyncRuntime();
  return runtime ? <OrderFor runtime={runtime} id={id} edit={edit} /> : <NoRuntime />;
}

function OrderFor({ runtime, id, edit }: { runtime: SyncRuntime; id: string; edit: boolean }) {
  const currency = useStoreCurrency();
  const row = useAtelierOrder(runtime, id);
  // A role without the money permission sees no price, payment or balance, and is offered no payment.
  const amounts = useSeesAmounts();
  const canEdit = useHasPermission('orders');
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const phoneDigits = useInternationalDigits(row?.data.phone);
  if (row === undefined) return null;
  if (row === null)
    return (
      <Alert color="gray" title="Commande introuvable">
        Elle n’existe pas sur cet appareil.{' '}
        <AnchorLink to="/user/atelier/orders/orders">Commandes sur mesure</AnchorLink>
      </Alert>
    );
  const d = row.data;
  const garments = garmentsOf(row);
  const payments = paymentsOf(row);
  const total = totalOf(row);
  const balance = owedOn(moneyOrderOf(d));
  const name = `${String(d.firstname)} ${String(d.lastname ?? '')}`.trim();
  const receipt = [
    `Reçu ${String(d.code)} — ${name}`,
    ...garments.map((g) => (amounts ? `${g.name} : ${money(g.price, currency)}` : g.name)),
    ...(amounts
      ? [
          `Total : ${money(total, currency)}`,
          `Payé : ${money(paidOn(moneyOrderOf(d)), currency)}`,
          `Reste à payer : ${money(balance, currency)}`,
        ]
      : []),
    `Livraison prévue : ${frenchDate(d.dueDate)}`,
  ].join('\n');
  const wa = whatsappLink(phoneDigits, receipt);

  const setStage = (index: number, stage: GarmentStage) =>
    void updateAtelierOrder(runtime, id, { garments: garments.map((g, i) => (i === index ? { ...g, stage } : g)) });
  const addPayment = () => {
    const n = parseAmount(amount);
    if (n === null || Number.isNaN(n) || n <= 0) return setAmountError(AMOUNT_INVALID);
    if (n > balance) return setAmountError(ATELIER_OVERPAID);
    setAmountError(null);
    setAmount('');
    void updateAtelierOrder(runtime, id, {
      payments: [...payments, { id: newClientId(), at: new Date().toISOString(), amount: n, note: null }],
    });
  };

  return (
    <Stack maw={980} data-print-sheet>
      <Group justify="space-between" data-no-print>
        <AnchorLink to="/user/atelier/orders/orders">← Commandes sur mesure</AnchorLink>
        <Group gap="xs">
          {wa && (
            <Button
              component="a"
              href={wa}
              target="_blank"
              variant="light"
              color="green"
              leftSection={<IconBrandWhatsapp size={16} />}
            >
              WhatsApp
            </Button>
          )}
          <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
            Imprimer le reçu
          </Button>
          {!edit && canEdit && (
            <ButtonLink
              to="/user/atelier/orders/edit/$id"
              params={{ id }}
              variant="light"
              leftSection={<IconEdit size={16} />}
            >
              Modifier
            </ButtonLink>
          )}
        </Group>
      </Group>
      <ReceiptHeader />
      <Group gap="xs">
        <Title order={2} size="h3" data-testid="atelier-order-code">
          Commande {String(d.code)}
        </Title>
        <Badge variant="light">{ORDER_STATUS_LABELS[d.status as OrderStatusName] ?? String(d.status)}</Badge>
        <NotSynced pending={row.pending} />
      </Group>
      <Card withBorder>
        <SimpleGrid cols={{ base: 2, lg: 4 }}>
          <div>
            <Text size="xs" c="dimmed">
              Client
            </Text>
            {d.customerId ? (
              <Anchor component="span" fw={600}>
                <AnchorLink to="/user/atelier/costumer/single/$id" params={{ id: String(d.customerId) }}>
                  {name}
                </AnchorLink>
              </Anchor>
            ) : (
              <Text fw={600}>{name}</Text>
            )}
          </div>
          <LabeledPhone phone={d.phone} />
          <div>
            <Text size="xs" c="dimmed">
              Livraison prévue
            </Text>
            <Text fw={600} data-testid="atelier-order-due">
              {frenchDate(d.dueDate)}
            </Text>
          </div>
          {amounts && (
            <div>
              <Text size="xs" c="dimmed">
                Reste à payer
              </Text>
              <Text fw={700} c={balance > 0 ? 'red' : 'teal'} data-testid="atelier-order-balance">
                {money(balance, currency)}
              </Text>
            </div>
          )}
        </SimpleGrid>
      </Card>
      {edit && (
        <DueDateCard
          runtime={runtime}
          id={id}
          current={(d.dueDate as string | null) ?? ''}
          garments={garments.filter((g) => g.stage !== 'delivered').length || 1}
        />
      )}
      {garments.map((g, i) => (
        <Card withBorder key={i} data-testid="atelier-order-garment">
          <Group justify="space-between" wrap="wrap">
            <Text fw={600}>
              {g.name}
              {amounts && ` — ${money(g.price, currency)}`}
            </Text>
            {/* the whole control leaves the printed receipt (its chevron too); the stage prints as text */}
            <div data-no-print>
              <Select
                aria-label={`Étape ${deName(g.name)}`}
                value={g.stage}
                allowDeselect={false}
                onChange={(v) => v && setStage(i, v as GarmentStage)}
                data={GARMENT_STAGES.map((s) => ({ value: s, label: GARMENT_STAGE_LABELS[s] }))}
                w={180}
              />
            </div>
            <Text data-print-only>{GARMENT_STAGE_LABELS[g.stage]}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            {g.serviceId ? 'Service' : `Tissu : ${FABRIC_SOURCE_LABELS[g.fabric]}`}
            {g.fabricNote ? ` — ${g.fabricNote}` : ''}
            {g.fabricMeters ? ` (${g.fabricMeters.toLocaleString('fr-FR')} m)` : ''}
            {g.notes ? ` · ${g.notes}` : ''}
          </Text>
          {g.measurements.length > 0 && (
            <Text size="sm" mt={4}>
              {g.measurements.map((m) => `${m.name} ${m.value} ${m.unit}`).join(' · ')}
            </Text>
          )}
        </Card>
      ))}
      {amounts && (
        <Card withBorder data-testid="atelier-order-payments">
          <Text fw={600} mb="xs">
            Paiements
          </Text>
          <Table>
            <Table.Tbody>
              {payments.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{frenchDate(p.at)}</Table.Td>
                  <Table.Td>{p.note ?? 'Paiement'}</Table.Td>
                  <Table.Td ta="right">{money(p.amount, currency)}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Td colSpan={2} fw={600}>
                  Total
                </Table.Td>
                <Table.Td ta="right" fw={600}>
                  {money(total, currency)}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          {balance > 0 && canEdit && (
            <Group mt="sm" align="flex-end" data-no-print>
              <TextInput
                label={`Nouveau paiement (${currencyLabel(currency)})`}
                inputMode="decimal"
                value={amount}
                error={amountError}
                onChange={(e) => setAmount(e.currentTarget.value)}
              />
              <Button onClick={addPayment}>Enregistrer le paiement</Button>
            </Group>
          )}
        </Card>
      )}
    </Stack>
  );
}

/**
 * /orders/edit/{id}: the due date moves (with the calendar's warning when the new day is full); stages and payments
 * are changed on the cards below. The garments, their prices and their measurements stay as ordered (a cut garment's
 * snapshot never changes: the server refuses it once the order reached it).
 */
function DueDateCard({
  runtime,
  id,
  current,
  garments,
}: {
  runtime: SyncRuntime;
  id: string;
  current: string;
  garments: number;
}) {
  const [day, setDay] = useState(current);
  const calendar = useCalendarOrders(runtime);
  const capacity = useQuery(atelierSettingsQuery()).data?.capacity ?? null;
  const warning = day !== current ? capacityWarning(calendar ?? [], day, garments, capacity, id) : null;
  // A date already past is refused when it is a new one (an order late today keeps its date until moved).
  const past = day !== current ? dueDateError(day) : null;
  const valid = isDay(day) && !past;
  return (
    <Card withBorder data-no-print>
      <Group align="flex-end" wrap="wrap">
        <DateField
          size="md"
          label="Date de livraison"
          value={day}
          error={past ?? (isDay(day) ? null : 'Choisissez la date de livraison')}
          onChange={setDay}
          data-testid="edit-due-date"
        />
        <Button
          size="md"
          disabled={!valid || day === current}
          onClick={() => {
            void updateAtelierOrder(runtime, id, { dueDate: day });
            notifications.show({ color: 'teal', message: 'Date de livraison modifiée.' });
          }}
        >
          Changer la date
        </Button>
      </Group>
      {warning && (
        <Alert color="orange" mt="sm" title="Journée pleine" data-testid="due-date-warning">
          {warning}
        </Alert>
      )}
      <Text size="sm" c="dimmed" mt="xs">
        Les vêtements, leurs prix et leurs mesures restent ceux de la commande ; changez l&apos;étape de chaque vêtement
        et ajoutez les paiements ci-dessous.
      </Text>
    </Card>
  );
}
