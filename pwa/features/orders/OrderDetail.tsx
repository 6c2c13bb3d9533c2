import { lazy, Suspense, useState } from 'react';
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { Select } from '../../lib/ui/LazySelect';
import { IconArrowLeft, IconBrandWhatsapp, IconPrinter } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { ORDER_STATUS_LABELS, ORDER_TRANSITIONS, type OrderStatusName } from '#shared/schemas/order';
import { lineTotal, orderTotal, whatsappLink, type OrderLine } from '#shared/schemas/order-record';
import { PAYMENT_METHOD_LABELS } from '#shared/schemas/atelier-order';
import { PAYMENT_STATE_LABELS, owedOn, moneyOrderOf } from '#shared/order-money';
import { deliveryLabel, paymentLabel } from '#shared/checkout';
import { transactionReusedWarning } from '#shared/transaction-id';
import { money } from '../../lib/money';
import { dateTime } from './format';
import { paidLine } from './paid-line';
import { orderWhatsappText } from './order-whatsapp';
import { StatusBadge } from './StatusBadge';
import type { OrderView } from './order-list';
import './print.css';

import { LabeledPhone } from '../../lib/ui/PhoneLinks';
import { useInternationalDigits } from '../../lib/store-calling-code';

const StatusMessageField = lazy(() => import('./StatusMessageField'));

export interface OrderDetailProps {
  order: OrderView | null | undefined;
  /** Loading failed (online source) — French message. */
  error?: string | null;
  currency?: string;
  storeName: string;
  /** Saves a status move with its message; resolves with the French confirmation, rejects with a French reason. */
  onChangeStatus(status: OrderStatusName, message: string | null): Promise<string>;
  /** Marks the order paid (online only: POST /api/orders/{id}/paid); rejects with a French reason. */
  onMarkPaid?(): Promise<unknown>;
  /** Whether the network is there (marking paid needs it). */
  online?: boolean;
  /** Under the status change: what the merchant must know of the order's customer (a phone another customer has). */
  customerNotice?: React.ReactNode;
  /** In the customer's card: what she can do with it (file the order under another customer). */
  customerAction?: React.ReactNode;
}

const back = (
  <Anchor component={Link} to="/user/orders" data-no-print>
    <Group gap={4}>
      <IconArrowLeft size={16} /> Retour aux commandes
    </Group>
  </Anchor>
);

function Info({ label, children }: { label: string; children: React.ReactNode }) {
  // A long e-mail or phone wraps in its card instead of being cut at its edge.
  return (
    <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="div">{children || '—'}</Text>
    </div>
  );
}

const lineDetails = (l: OrderLine) =>
  [l.size && `Taille ${l.size}`, l.color && `Couleur ${l.color}`].filter(Boolean).join(' · ');

/**
 * The order's steps, oldest first, as a line of dots: a plain list drawn by the page's own styles (Mantine's Timeline
 * is a file of its own the order page's first load has no room for).
 */
function OrderHistory({ history }: { history: OrderView['record']['history'] }) {
  return (
    <ol data-testid="order-history" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {history.map((h, i) => {
        const last = i === history.length - 1;
        return (
          <li
            key={i}
            style={{
              position: 'relative',
              marginLeft: 6,
              paddingLeft: 20,
              paddingBottom: last ? 0 : 16,
              borderLeft: `2px solid ${last ? 'transparent' : 'var(--mantine-primary-color-filled)'}`,
            }}
          >
            <span
              aria-hidden
              style={{
                position: 'absolute',
                left: -8,
                top: 3,
                width: 14,
                height: 14,
                borderRadius: '50%',
                border: '2px solid var(--mantine-primary-color-filled)',
                background: 'var(--mantine-color-body)',
              }}
            />
            <Text fw={600} size="sm" lh={1.4}>
              {ORDER_STATUS_LABELS[h.status]}
            </Text>
            <Text size="xs" c="dimmed">
              {dateTime(h.at)} · {h.by}
            </Text>
            {h.message && <Text size="sm">« {h.message} »</Text>}
          </li>
        );
      })}
    </ol>
  );
}

/** /user/orders/{orderId}: lines, totals, customer, delivery, history, status change with a message, receipt. */
export function OrderDetail({
  order,
  error,
  currency,
  storeName,
  onChangeStatus,
  onMarkPaid,
  online = true,
  customerNotice,
  customerAction,
}: OrderDetailProps) {
  const phoneDigits = useInternationalDigits(order?.record.phone);
  if (order === undefined && !error) {
    return (
      <Stack>
        {back}
        <Skeleton h={120} />
        <Skeleton h={200} />
      </Stack>
    );
  }
  if (!order) {
    return (
      <Stack>
        {back}
        <Alert color="gray" title="Commande introuvable">
          {error ?? 'Cette commande n’existe pas ou n’est pas sur cet appareil.'}
        </Alert>
      </Stack>
    );
  }
  const o = order.record;
  const customer = `${o.firstname} ${o.lastname}`.trim();
  const news = whatsappLink(
    phoneDigits,
    orderWhatsappText(o, storeName, (n) => money(n, currency)),
  );
  const extras = { fee: o.deliveryFee ?? 0, discount: o.discount ?? 0 };
  return (
    <Stack data-print-receipt>
      {back}
      <Text data-print-only fw={700} size="lg">
        {storeName} — Reçu
      </Text>
      <Group justify="space-between" align="start">
        <div>
          <Group gap="xs">
            <Title order={2} size="h3" data-testid="order-code">
              Commande {o.code}
            </Title>
            <StatusBadge status={o.status} />
          </Group>
          <Text size="sm" c="dimmed">
            Passée le {dateTime(o.createdAt)}
            {order.pending > 0 && ' · enregistrée sur cet appareil, en attente d’envoi'}
          </Text>
        </div>
        <Group data-no-print gap="xs">
          {news && (
            <Button
              component="a"
              href={news}
              target="_blank"
              rel="noopener"
              color="green"
              variant="light"
              leftSection={<IconBrandWhatsapp size={16} />}
              data-testid="order-whatsapp"
            >
              WhatsApp
            </Button>
          )}
          <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
            Imprimer le reçu
          </Button>
        </Group>
      </Group>

      {/* What she came to do first, above the details: on a phone it is in sight without scrolling. */}
      <StatusChange key={`${o.status}:${o.history.length}`} order={order} onChangeStatus={onChangeStatus} />
      {customerNotice}

      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder>
          <Text fw={600} mb="xs">
            Client
          </Text>
          <Stack gap={6}>
            <Info label="Nom">
              {o.customerId ? (
                <Anchor
                  component={Link}
                  to="/user/customers/$customersId"
                  params={{ customersId: o.customerId } as never}
                >
                  {customer}
                </Anchor>
              ) : (
                customer
              )}
            </Info>
            <LabeledPhone phone={o.phone} />
            <Info label="Email">{o.email}</Info>
            {customerAction && (
              <Group data-no-print mt={4}>
                {customerAction}
              </Group>
            )}
          </Stack>
        </Card>
        <Card withBorder>
          <Text fw={600} mb="xs">
            Livraison
          </Text>
          <Stack gap={6}>
            {o.deliveryOption && (
              <Info label="Mode">
                <span data-testid="order-delivery">{deliveryLabel(o.deliveryOption, o.deliveryZone ?? null)}</span>
              </Info>
            )}
            <Info label="Ville">{o.city}</Info>
            <Info label="Adresse">{o.address}</Info>
          </Stack>
        </Card>
      </SimpleGrid>

      <OrderPayment order={order} currency={currency} online={online} onMarkPaid={onMarkPaid} />

      <Card withBorder>
        <Text fw={600} mb="xs">
          Articles
        </Text>
        <Table data-testid="order-lines" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Article</Table.Th>
              <Table.Th ta="right">Montant</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {o.lines.map((l, i) => (
              <Table.Tr key={i}>
                <Table.Td>
                  <Text size="sm">{l.name}</Text>
                  <Text size="xs" c="dimmed">
                    {[lineDetails(l), `${l.quantity} × ${money(l.unitPrice, currency)}`].filter(Boolean).join(' · ')}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money(lineTotal(l), currency)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            {(extras.fee > 0 || extras.discount > 0 || o.deliveryOption) && (
              <Table.Tr>
                <Table.Td ta="right">Sous-total</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money(orderTotal(o.lines), currency)}
                </Table.Td>
              </Table.Tr>
            )}
            {o.deliveryOption && (
              <Table.Tr>
                <Table.Td ta="right">{o.deliveryZone ? `Livraison (${o.deliveryZone})` : 'Livraison'}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="order-delivery-fee">
                  {extras.fee > 0 ? money(extras.fee, currency) : 'Offerte'}
                </Table.Td>
              </Table.Tr>
            )}
            {extras.discount > 0 && (
              <Table.Tr>
                <Table.Td ta="right">Réduction{o.promoCode ? ` (code ${o.promoCode})` : ''}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="order-discount">
                  −{money(extras.discount, currency)}
                </Table.Td>
              </Table.Tr>
            )}
            <Table.Tr>
              <Table.Th ta="right">Total</Table.Th>
              <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="order-total">
                {money(o.total, currency)}
              </Table.Th>
            </Table.Tr>
            {(o.payments ?? []).map((p) => (
              <Table.Tr key={p.id} data-testid="order-payment">
                <Table.Td ta="right">
                  Payé{p.method ? ` (${PAYMENT_METHOD_LABELS[p.method]})` : p.note ? ` (${p.note})` : ''}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money(p.amount, currency)}
                </Table.Td>
              </Table.Tr>
            ))}
            {(o.payments ?? []).length > 0 && (
              <Table.Tr>
                <Table.Th ta="right">Reste à payer</Table.Th>
                <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="order-balance">
                  {money(owedOn(moneyOrderOf(o)), currency)}
                </Table.Th>
              </Table.Tr>
            )}
          </Table.Tfoot>
        </Table>
      </Card>

      <Card withBorder>
        <Text fw={600} mb="sm">
          Historique
        </Text>
        {o.history.length === 0 ? (
          <Text size="sm" c="dimmed">
            L’historique apparaîtra une fois la commande envoyée en ligne.
          </Text>
        ) : (
          <OrderHistory history={o.history} />
        )}
      </Card>
    </Stack>
  );
}

/**
 * How the order is paid: the method the shopper chose, the transaction id she declared, and who marked it
 * paid and when: the merchant (« Marquer payée », online: her mark is the record) or the store's payment provider
 * (« Payée automatiquement le … », decision 026).
 */
function OrderPayment({
  order,
  currency,
  online,
  onMarkPaid,
}: {
  order: OrderView;
  currency?: string;
  online: boolean;
  onMarkPaid?: () => Promise<unknown>;
}) {
  const o = order.record;
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!o.paymentMethod && !o.transactionId && !o.paidAt && !(o.payments ?? []).length) return null;
  const owed = owedOn(moneyOrderOf(o));
  const canMark = owed > 0 && !o.paidAt && o.status !== 'canceled' && Boolean(onMarkPaid) && order.pending === 0;
  return (
    <Card withBorder data-testid="order-payment-card">
      <Text fw={600} mb="xs">
        Paiement
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
        <Info label="Moyen de paiement">
          {o.paymentMethod && <span data-testid="order-payment-method">{paymentLabel(o.paymentMethod)}</span>}
        </Info>
        <Info label="Transaction déclarée">
          {o.transactionId && (
            <span data-testid="order-transaction">
              {o.transactionId}
              {o.transactionDeclaredAt && ` (le ${dateTime(o.transactionDeclaredAt)})`}
            </span>
          )}
        </Info>
        <Info label="État">
          <span data-testid="order-paid-state">
            {o.paidAt ? (
              paidLine(o.paidAt, o.paidVia)
            ) : owed === 0 ? (
              PAYMENT_STATE_LABELS.paid
            ) : (
              <>
                À payer : <span style={{ whiteSpace: 'nowrap' }}>{money(owed, currency)}</span>
              </>
            )}
          </span>
        </Info>
      </SimpleGrid>
      {o.transactionReusedFor && (
        <Alert color="orange" mt="sm" data-testid="order-transaction-reused">
          {transactionReusedWarning(o.transactionReusedFor)}
        </Alert>
      )}
      {canMark && (
        <Stack gap={4} mt="sm" data-no-print>
          <Group>
            <Button
              color="teal"
              loading={saving}
              disabled={!online}
              onClick={async () => {
                setSaving(true);
                setError(null);
                try {
                  await onMarkPaid?.();
                } catch (e) {
                  setError(e instanceof Error ? e.message : String(e));
                } finally {
                  setSaving(false);
                }
              }}
            >
              Marquer payée
            </Button>
          </Group>
          {!online && (
            <Text size="sm" c="dimmed">
              Marquer payée demande Internet.
            </Text>
          )}
          {error && (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          )}
        </Stack>
      )}
    </Card>
  );
}

function StatusChange({
  order,
  onChangeStatus,
}: {
  order: OrderView;
  onChangeStatus: OrderDetailProps['onChangeStatus'];
}) {
  const next = ORDER_TRANSITIONS[order.record.status];
  const [status, setStatus] = useState<OrderStatusName | null>(next[0] ?? null);
  const [message, setMessage] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (next.length === 0) {
    return (
      <Alert color="gray" data-no-print>
        Cette commande est {ORDER_STATUS_LABELS[order.record.status].toLowerCase()} : son statut ne change plus.
      </Alert>
    );
  }
  return (
    <Card withBorder data-no-print>
      <Text fw={600} mb="xs">
        Changer le statut
      </Text>
      <Stack gap="sm">
        <Select
          label="Nouveau statut"
          data={next.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] }))}
          value={status}
          onChange={(v) => setStatus(v as OrderStatusName | null)}
          allowDeselect={false}
          error={error}
        />
        {status && (
          <Suspense fallback={null}>
            <StatusMessageField value={message} onChange={setMessage} />
          </Suspense>
        )}
        <Group>
          <Button
            loading={saving}
            disabled={!status}
            onClick={async () => {
              if (!status) return;
              setSaving(true);
              setError(null);
              try {
                await onChangeStatus(status, message.trim() || null);
              } catch (e) {
                setError(e instanceof Error ? e.message : String(e));
              } finally {
                setSaving(false);
              }
            }}
          >
            Mettre à jour
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
