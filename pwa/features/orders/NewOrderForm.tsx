import { useRef, useState } from 'react';
import { LeaveGuard } from '../../lib/ui/LeaveGuard';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Select } from '../../lib/ui/LazySelect';
import { DecimalInput } from '../../lib/ui/DecimalInput';
import { IconArrowLeft, IconTrash } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMediaQuery } from '@mantine/hooks';
import * as v from 'valibot';
import { EMPTY } from '#shared/messages';
import type { ProductJson } from '#shared/schemas/catalog';
import { customerSchema } from '#shared/schemas/customer';
import { ORDER_LINES_EMPTY, lineTotal, orderGrandTotal, type OrderLine } from '#shared/schemas/order-record';
import { COLOR_REQUIRED, SIZE_REQUIRED, VARIANT_REQUIRED } from '#shared/schemas/order';
import {
  PAYMENT_METHODS as CHECKOUT_PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS as CHECKOUT_PAYMENT_LABELS,
  AMOUNT_INVALID,
  type PaymentMethod as CheckoutPaymentMethod,
} from '#shared/schemas/checkout';
import { ATELIER_OVERPAID, PAYMENT_METHOD_LABELS, type PaymentMethod } from '#shared/schemas/atelier-order';
import { useCatalogProducts, useCatalogState } from '../../lib/catalog/use-catalog';
import { queueUpsert } from '../../lib/sync/local-writes';
import { newClientId } from '../../lib/sync/ids';
import { useSyncRuntime, type SyncRuntime } from '../../lib/sync/runtime';
import { useOnline } from '../../lib/online';
import { savedToast } from '../../app/toast';
import { money } from '../../lib/money';
import { useStoreFacts } from './store-facts';
import { queueNewOrder } from './use-orders';

const CATALOGUE_OFFLINE =
  'Hors ligne, le catalogue n’est pas sur cet appareil : saisissez l’article à la main (nom, prix, quantité).';
const CATALOGUE_KEPT = (at: string | null) =>
  `Hors ligne : produits, variantes et stocks gardés sur cet appareil${at ? ` (mis à jour le ${new Date(at).toLocaleString('fr-FR', { dateStyle: 'short', timeStyle: 'short' })})` : ''}. Le stock est vérifié à l’envoi, une fois connecté à Internet.`;

/** /user/orders/new: an order taken in the shop or by phone, online or offline (it syncs like every change). */
export function NewOrderForm({ customerId: preset }: { customerId?: string } = {}) {
  const runtime = useSyncRuntime();
  if (!runtime) return <Alert color="gray">Connectez-vous en tant que marchand pour saisir une commande.</Alert>;
  return <NewOrderFormFor runtime={runtime} preset={preset ?? null} />;
}

function NewOrderFormFor({ runtime, preset }: { runtime: SyncRuntime; preset: string | null }) {
  const navigate = useNavigate();
  const online = useOnline();
  const { currency } = useStoreFacts();
  // The catalogue kept on the device (pwa/lib/catalog): the same products and variants online and offline.
  const products = useCatalogProducts() ?? [];
  const catalogueState = useCatalogState();
  const customers =
    useLiveQuery(
      () =>
        runtime.db
          .mirror('customers')
          .filter((r) => !r.deletedAt)
          .toArray(),
      [runtime],
    ) ?? [];
  const [mode, setMode] = useState<'existing' | 'new'>('existing');
  const [customerId, setCustomerId] = useState<string | null>(preset);
  const [who, setWho] = useState({ firstname: '', lastname: '', phone: '' });
  const [delivery, setDelivery] = useState({ city: '', address: '' });
  // A delivery fee and how the customer will pay: the order's total counts the fee, offline too.
  // Amounts are typed as text (DecimalInput: the numeric keypad, a French comma read as a point) and checked on save.
  const [deliveryFee, setDeliveryFee] = useState('');
  const [payLater, setPayLater] = useState<CheckoutPaymentMethod | null>(null);
  const feeTyped = deliveryFee.trim() === '' ? 0 : Number(deliveryFee);
  const feeValid = Number.isFinite(feeTyped) && feeTyped >= 0 && feeTyped <= 10_000_000;
  const fee = feeValid ? feeTyped : 0;
  const [lines, setLines] = useState<OrderLine[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  // What was paid at the counter: nothing, cash or mobile money, the whole total unless she says less.
  const [paidBy, setPaidBy] = useState<'none' | PaymentMethod>('none');
  const [paidAmount, setPaidAmount] = useState('');
  const total = orderGrandTotal(lines, fee);
  const phone = useMediaQuery('(max-width: 47.99em)');

  const chosen = customers.find((c) => c.id === customerId);
  // Leaving with articles or a typed customer not yet saved asks first; once queued, the order is on the device.
  const queued = useRef(false);
  const unsaved = () =>
    !queued.current &&
    (lines.length > 0 || Object.values({ ...who, ...delivery }).some((x) => x.trim() !== '') || deliveryFee !== '');

  async function save() {
    const errs: Record<string, string> = {};
    if (mode === 'existing' && !chosen) errs.customer = EMPTY;
    let newCustomer: v.InferOutput<typeof customerSchema> | null = null;
    if (mode === 'new') {
      const parsed = v.safeParse(customerSchema, {
        firstName: who.firstname,
        lastName: who.lastname || '-',
        phone: who.phone,
        city: delivery.city,
      });
      if (!parsed.success) {
        const flat = v.flatten(parsed.issues).nested ?? {};
        if (flat.firstName) errs.firstname = flat.firstName[0]!;
        if (flat.phone) errs.phone = flat.phone[0]!;
      } else newCustomer = parsed.output;
    }
    if (lines.length === 0) errs.lines = ORDER_LINES_EMPTY;
    if (!feeValid) errs.deliveryFee = AMOUNT_INVALID;
    const paid = paidBy === 'none' ? 0 : paidAmount.trim() === '' ? total : Number(paidAmount);
    if (paidBy !== 'none' && (!Number.isFinite(paid) || paid <= 0)) errs.paid = AMOUNT_INVALID;
    else if (paid > total) errs.paid = ATELIER_OVERPAID;
    setErrors(errs);
    if (Object.keys(errs).length) return;
    setSaving(true);
    try {
      let id = customerId;
      let person = {
        firstname: who.firstname.trim(),
        lastname: who.lastname.trim(),
        phone: who.phone.trim(),
        email: '',
      };
      if (newCustomer) {
        // The customer is created on the device first: the order that follows in the queue can name it.
        id = newClientId();
        await queueUpsert(runtime.db, 'customers', id, newCustomer);
      } else if (chosen) {
        const d = chosen.data as Record<string, string | null>;
        person = {
          firstname: d.firstName ?? '',
          lastname: d.lastName ?? '',
          phone: d.phone ?? '',
          email: d.email ?? '',
        };
      }
      const orderId = await queueNewOrder(runtime, {
        customerId: id,
        ...person,
        city: delivery.city.trim() || ((chosen?.data.city as string | null) ?? ''),
        address: delivery.address.trim() || null,
        lines,
        message: null,
        ...(fee > 0 ? { deliveryOption: 'delivery' as const, deliveryFee: fee } : {}),
        ...(payLater ? { paymentMethod: payLater } : {}),
        ...(paidBy !== 'none' && paid > 0
          ? {
              payments: [
                {
                  id: newClientId(),
                  at: new Date().toISOString(),
                  amount: paid,
                  note: PAYMENT_METHOD_LABELS[paidBy],
                  method: paidBy,
                },
              ],
            }
          : {}),
      });
      queued.current = true;
      savedToast('Commande enregistrée.', online);
      void navigate({ to: '/user/orders/$orderId', params: { orderId } });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack>
      <LeaveGuard dirty={unsaved} />
      <Anchor component={Link} to="/user/orders">
        <Group gap={4}>
          <IconArrowLeft size={16} /> Retour aux commandes
        </Group>
      </Anchor>
      <Title order={2} size="h3">
        Nouvelle commande
      </Title>
      <Card withBorder>
        <Text fw={600} mb="xs">
          Client
        </Text>
        <SegmentedControl
          fullWidth
          mb="sm"
          value={mode}
          onChange={(value) => setMode(value as 'existing' | 'new')}
          data={[
            { value: 'existing', label: 'Client enregistré' },
            { value: 'new', label: 'Nouveau client' },
          ]}
        />
        {mode === 'existing' ? (
          <Select
            label="Client"
            placeholder={customers.length ? 'Nom ou téléphone' : 'Aucun client sur cet appareil'}
            searchable
            nothingFoundMessage="Aucun client : choisissez « Nouveau client »"
            data={customers.map((c) => ({
              value: c.id,
              label: [`${c.data.firstName ?? ''} ${c.data.lastName ?? ''}`.trim(), c.data.phone]
                .filter(Boolean)
                .join(' — '),
            }))}
            value={customerId}
            onChange={setCustomerId}
            error={errors.customer}
          />
        ) : (
          <Stack gap="xs">
            <Group grow>
              <TextInput
                label="Prénom"
                value={who.firstname}
                onChange={(e) => setWho({ ...who, firstname: e.currentTarget.value })}
                error={errors.firstname}
              />
              <TextInput
                label="Nom"
                value={who.lastname}
                onChange={(e) => setWho({ ...who, lastname: e.currentTarget.value })}
              />
            </Group>
            <TextInput
              label="Téléphone"
              type="tel"
              value={who.phone}
              onChange={(e) => setWho({ ...who, phone: e.currentTarget.value })}
              error={errors.phone}
            />
          </Stack>
        )}
      </Card>

      <Card withBorder>
        <Text fw={600} mb="xs">
          Livraison
        </Text>
        {/*
          Two columns on a tablet, one on a phone (two columns cut the labels there). The address and the planned
          payment take the whole width: an address is longer than a town. The fee's hint sits under its field, so the
          two fields of a row stay level.
        */}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Ville"
            value={delivery.city}
            onChange={(e) => setDelivery({ ...delivery, city: e.currentTarget.value })}
          />
          <DecimalInput
            label="Frais de livraison"
            description="Laissez vide si elle est offerte ou retirée en boutique."
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            value={deliveryFee}
            onChange={setDeliveryFee}
            error={errors.deliveryFee}
            data-testid="order-delivery-fee"
          />
          <TextInput
            label="Adresse"
            style={{ gridColumn: '1 / -1' }}
            value={delivery.address}
            onChange={(e) => setDelivery({ ...delivery, address: e.currentTarget.value })}
          />
          <Select
            label="Paiement prévu"
            placeholder="Pas encore choisi"
            clearable
            style={{ gridColumn: '1 / -1' }}
            data={CHECKOUT_PAYMENT_METHODS.map((m) => ({ value: m, label: CHECKOUT_PAYMENT_LABELS[m] }))}
            value={payLater}
            onChange={(value) => setPayLater(value as CheckoutPaymentMethod | null)}
            data-testid="order-payment-method"
          />
        </SimpleGrid>
      </Card>

      <Card withBorder>
        <Text fw={600} mb="xs">
          Articles
        </Text>
        {lines.length > 0 && (
          <Table mb="sm" data-testid="new-order-lines">
            <Table.Tbody>
              {lines.map((l, i) => (
                <Table.Tr key={i}>
                  <Table.Td>
                    <Text size="sm">{l.name}</Text>
                    <Text size="xs" c="dimmed">
                      {[
                        l.size && `Taille ${l.size}`,
                        l.color && `Couleur ${l.color}`,
                        `${l.quantity} × ${money(l.unitPrice, currency)}`,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {money(lineTotal(l), currency)}
                  </Table.Td>
                  <Table.Td w={40}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Retirer ${l.name}`}
                      onClick={() => setLines(lines.filter((_, j) => j !== i))}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              {fee > 0 && (
                <Table.Tr>
                  <Table.Td ta="right">Livraison</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="new-order-delivery-fee">
                    {money(fee, currency)}
                  </Table.Td>
                  <Table.Td />
                </Table.Tr>
              )}
              <Table.Tr>
                <Table.Th ta="right">Total</Table.Th>
                <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="new-order-total">
                  {money(total, currency)}
                </Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        )}
        {(!online || (products.length === 0 && catalogueState.error)) && (
          <Alert color="gray" mb="sm" data-testid="catalogue-offline">
            {products.length ? CATALOGUE_KEPT(catalogueState.refreshedAt) : CATALOGUE_OFFLINE}
          </Alert>
        )}
        <LineEditor products={products} currency={currency} onAdd={(l) => setLines([...lines, l])} />
        {errors.lines && (
          <Text c="red" size="sm" mt="xs">
            {errors.lines}
          </Text>
        )}
      </Card>
      <Card withBorder>
        <Text fw={600} mb="xs">
          Paiement au comptoir
        </Text>
        {/* Three choices side by side cut « Mobile money » on a phone: one under the other there. */}
        <SegmentedControl
          fullWidth
          orientation={phone ? 'vertical' : 'horizontal'}
          value={paidBy}
          onChange={(value) => setPaidBy(value as 'none' | PaymentMethod)}
          data={[
            { value: 'none', label: 'Pas encore payé' },
            { value: 'cash', label: PAYMENT_METHOD_LABELS.cash },
            { value: 'mobile_money', label: PAYMENT_METHOD_LABELS.mobile_money },
          ]}
          data-testid="counter-payment"
        />
        {paidBy !== 'none' && (
          <DecimalInput
            mt="sm"
            label="Montant reçu"
            description={`Laissez vide si le client a tout payé (${money(total, currency)}).`}
            value={paidAmount}
            onChange={setPaidAmount}
            error={errors.paid}
          />
        )}
      </Card>
      <Group>
        <Button onClick={() => void save()} loading={saving}>
          Enregistrer la commande
        </Button>
      </Group>
    </Stack>
  );
}

/** One article to add: from the catalogue (variant, size, colour, stock shown) or typed by hand. */
function LineEditor({
  products,
  currency,
  onAdd,
}: {
  products: ProductJson[];
  currency?: string;
  onAdd(line: OrderLine): void;
}) {
  const [productId, setProductId] = useState<string | null>(null);
  const [subId, setSubId] = useState<string | null>(null);
  const [size, setSize] = useState<string | null>(null);
  const [color, setColor] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [price, setPrice] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [error, setError] = useState<string | null>(null);
  const [choiceErrors, setChoiceErrors] = useState<{ variant?: string; size?: string; color?: string }>({});
  const product = products.find((p) => p.id === productId);
  const sub = product?.subProducts.find((s) => s.id === subId);
  const stock = sub ? sub.stock : product?.stock;

  function pick(id: string | null) {
    setChoiceErrors({});
    setProductId(id);
    setSubId(null);
    setSize(null);
    setColor(null);
    const p = products.find((x) => x.id === id);
    if (p) setPrice(String(p.discountActive && p.discountPrice !== null ? p.discountPrice : p.price));
  }

  function add() {
    const qty = Number(quantity);
    const unit = Number(price);
    const label = product ? (sub ? `${product.name} — ${sub.name}` : product.name) : name.trim();
    if (!label) return setError('Choisissez un produit ou écrivez le nom de l’article.');
    // A product sold in variants, sizes or colours is taken in one of them: the stock, the price and what the tailor
    // cuts depend on it.
    const missing = {
      variant: product && product.subProducts.length > 0 && !sub ? VARIANT_REQUIRED : undefined,
      size: product && product.sizes.length > 0 && !size && !sub?.size ? SIZE_REQUIRED : undefined,
      color: product && product.colors.length > 0 && !color && !sub?.color ? COLOR_REQUIRED : undefined,
    };
    setChoiceErrors(missing);
    if (missing.variant || missing.size || missing.color) return setError(null);
    if (!Number.isInteger(qty) || qty < 1 || qty > 1000)
      return setError('Quantité invalide : un nombre entier de 1 à 1000');
    if (!Number.isFinite(unit) || unit < 0 || price.trim() === '') return setError('Prix invalide : un nombre positif');
    if (stock !== undefined && qty > stock) return setError(`Stock insuffisant (reste ${stock}).`);
    setError(null);
    setChoiceErrors({});
    onAdd({
      productId: product?.id ?? null,
      subProductId: sub?.id ?? null,
      name: label,
      size: size ?? sub?.size ?? null,
      color: color ?? sub?.color ?? null,
      quantity: qty,
      unitPrice: unit,
    });
    pick(null);
    setName('');
    setPrice('');
    setQuantity('1');
  }

  return (
    <Stack gap="xs">
      {products.length > 0 && (
        <Select
          label="Produit"
          placeholder="Choisir dans le catalogue"
          searchable
          clearable
          data={products.map((p) => ({ value: p.id, label: `${p.name} (stock ${p.stock})` }))}
          value={productId}
          onChange={pick}
        />
      )}
      {!product && (
        <TextInput
          label={products.length ? 'Ou article saisi à la main' : 'Article'}
          placeholder="Ex. Retouche de robe"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
      )}
      {product && product.subProducts.length > 0 && (
        <Select
          label="Variante"
          clearable
          data={product.subProducts.map((s) => ({
            value: s.id,
            label: `${s.name} — ${money(s.price, currency)} (stock ${s.stock})`,
            disabled: s.stock <= 0,
          }))}
          value={subId}
          required
          error={choiceErrors.variant}
          onChange={(id) => {
            setChoiceErrors((e) => ({ ...e, variant: undefined }));
            setSubId(id);
            const s = product.subProducts.find((x) => x.id === id);
            if (s) setPrice(String(s.price));
          }}
        />
      )}
      {product && (product.sizes.length > 0 || product.colors.length > 0) && (
        <Group grow>
          {product.sizes.length > 0 && (
            <Select
              label="Taille"
              required={!sub?.size}
              error={choiceErrors.size}
              data={product.sizes}
              value={size}
              onChange={(s) => {
                setChoiceErrors((e) => ({ ...e, size: undefined }));
                setSize(s);
              }}
            />
          )}
          {product.colors.length > 0 && (
            <Select
              label="Couleur"
              required={!sub?.color}
              error={choiceErrors.color}
              data={product.colors}
              value={color}
              onChange={(c) => {
                setChoiceErrors((e) => ({ ...e, color: undefined }));
                setColor(c);
              }}
            />
          )}
        </Group>
      )}
      <Group grow align="start">
        <DecimalInput label="Quantité" integer value={quantity} onChange={setQuantity} />
        <DecimalInput label="Prix unitaire" value={price} onChange={setPrice} />
      </Group>
      {stock !== undefined && (
        <Text size="xs" c="dimmed">
          En stock : {stock}
        </Text>
      )}
      {error && (
        <Text c="red" size="sm">
          {error}
        </Text>
      )}
      <Group>
        <Button variant="light" onClick={add}>
          Ajouter l’article
        </Button>
      </Group>
    </Stack>
  );
}
