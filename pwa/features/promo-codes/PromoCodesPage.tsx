import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Select } from '../../lib/ui/LazySelect';
import { MultiSelect } from '../../lib/ui/LazyPills';
import { Modal } from '../../lib/ui/LazyModal';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconDiscount, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { PromoCodeJson, PromoState } from '#shared/checkout';
import { PROMO_KIND_LABELS, PROMO_KINDS, promoCodeCreateSchema } from '#shared/schemas/checkout';
import { apiFetch } from '../../lib/api';
import { useCatalogCategories, useCatalogProducts } from '../../lib/catalog/use-catalog';
import { fieldErrorsOf, messageOf } from '../../lib/form-errors';
import { currencyLabel, money, useStoreCurrency } from '../../lib/money';
import { useOnline } from '../../lib/online';
import { DateField } from '../../lib/ui/DateField';
import { DecimalInput } from '../../lib/ui/DecimalInput';
import { NetworkNeeded } from '../../lib/ui/NetworkNeeded';
import { promoBody, promoFormValues, reductionText, usesText, type PromoFormValues } from './promo-form';
import { PROMO_CODES_KEY, promoCodeUsesQuery, promoCodesQuery } from './queries';
import { LeaveGuard } from '../../lib/ui/LeaveGuard';

const STATE_COLORS: Record<PromoState, string> = {
  active: 'teal',
  upcoming: 'blue',
  expired: 'gray',
  exhausted: 'orange',
  off: 'gray',
};

const frenchDay = (day: string | null) => (day ? day.split('-').reverse().join('/') : null);

/** « Du 01/12/2026 au 31/12/2026 », « Jusqu’au … », « Sans date limite ». */
function periodText(code: PromoCodeJson): string {
  const from = frenchDay(code.startsOn);
  const to = frenchDay(code.endsOn);
  if (from && to) return `Du ${from} au ${to}`;
  if (from) return `À partir du ${from}`;
  if (to) return `Jusqu’au ${to}`;
  return 'Sans date limite';
}

type Saved = { message: string; data: PromoCodeJson };

/**
 * /user/promo-codes « Codes promo »: the store's codes with their uses and state; create, change, switch
 * off or on again, and see the orders that used one. Shoppers type them on the storefront's order form.
 */
export function PromoCodesPage() {
  const codes = useQuery(promoCodesQuery());
  const online = useOnline();
  const currency = useStoreCurrency();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<PromoCodeJson | 'new' | null>(null);
  const [usesOf, setUsesOf] = useState<PromoCodeJson | null>(null);
  const toggle = useMutation({
    mutationFn: (code: PromoCodeJson) =>
      apiFetch<Saved>(`/api/promo-codes/${code.id}`, { method: 'PUT', body: { active: !code.active } }),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: PROMO_CODES_KEY });
      notifications.show({ color: 'teal', message: answer.message });
    },
    onError: (error) => notifications.show({ color: 'red', message: messageOf(error) }),
  });

  return (
    <Stack maw={900}>
      <Group justify="space-between">
        <Title order={2} size="h3">
          Codes promo
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          Nouveau code
        </Button>
      </Group>
      {codes.data ? (
        codes.data.length === 0 ? (
          <Card withBorder>
            <Stack align="center" gap="xs" py="lg">
              <IconDiscount size={32} />
              <Text ta="center">Aucun code promo pour le moment.</Text>
              <Text ta="center" c="dimmed" size="sm">
                Créez-en un (« TABASKI10 », 10 %) : vos clientes le tapent en commandant et voient la réduction.
              </Text>
            </Stack>
          </Card>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {codes.data.map((code) => (
              <Card key={code.id} withBorder data-testid="promo-code">
                <Stack gap="xs">
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={700} ff="monospace" size="lg">
                      {code.code}
                    </Text>
                    <Badge color={STATE_COLORS[code.state]} variant="light">
                      {code.stateLabel}
                    </Badge>
                  </Group>
                  <Text fw={600}>{reductionText(code, (n) => money(n, currency))}</Text>
                  <Text size="sm" c="dimmed">
                    {periodText(code)}
                    {code.minOrderAmount != null && ` · dès ${money(code.minOrderAmount, currency)} d’achat`}
                    {code.productIds.length > 0 &&
                      ` · ${code.productIds.length} produit${code.productIds.length > 1 ? 's' : ''}`}
                    {code.categoryId && ' · une catégorie'}
                  </Text>
                  <Text size="sm" data-testid="promo-uses">
                    Utilisations : {usesText(code)}
                  </Text>
                  <Group gap="xs">
                    <Button variant="light" onClick={() => setEditing(code)}>
                      Modifier
                    </Button>
                    <Button variant="subtle" onClick={() => setUsesOf(code)}>
                      Commandes
                    </Button>
                    <Button
                      variant="subtle"
                      color={code.active ? 'red' : 'teal'}
                      loading={toggle.isPending && toggle.variables?.id === code.id}
                      onClick={() => toggle.mutate(code)}
                    >
                      {code.active ? 'Désactiver' : 'Réactiver'}
                    </Button>
                  </Group>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        )
      ) : !online ? (
        <NetworkNeeded what="Vos codes promo" />
      ) : codes.isError ? (
        <Alert color="red">{messageOf(codes.error)}</Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Skeleton h={160} />
          <Skeleton h={160} />
        </SimpleGrid>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'Nouveau code promo' : `Modifier ${editing?.code ?? ''}`}
        size="lg"
      >
        {editing !== null && (
          <PromoCodeForm
            code={editing === 'new' ? undefined : editing}
            currency={currency}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
      <Modal opened={usesOf !== null} onClose={() => setUsesOf(null)} title={`Commandes avec ${usesOf?.code ?? ''}`}>
        {usesOf && <PromoUses code={usesOf} currency={currency} />}
      </Modal>
    </Stack>
  );
}

function PromoCodeForm({ code, currency, onDone }: { code?: PromoCodeJson; currency: string; onDone: () => void }) {
  const queryClient = useQueryClient();
  const products = useCatalogProducts();
  const categories = useCatalogCategories();
  const form = useForm<PromoFormValues>({
    mode: 'controlled',
    initialValues: promoFormValues(code),
    validate: schemaResolver(promoCodeCreateSchema, { sync: true }),
  });
  const save = useMutation({
    mutationFn: (values: PromoFormValues) =>
      code
        ? apiFetch<Saved>(`/api/promo-codes/${code.id}`, { method: 'PUT', body: promoBody(values) })
        : apiFetch<Saved>('/api/promo-codes', { method: 'POST', body: promoBody(values) }),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: PROMO_CODES_KEY });
      notifications.show({ color: 'teal', message: answer.message });
      onDone();
    },
    onError: (error) => {
      const errors = fieldErrorsOf(error);
      if (Object.keys(errors).length > 0) form.setErrors(errors);
      else notifications.show({ color: 'red', message: messageOf(error) });
    },
  });
  const percent = form.values.kind === 'percent';
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate data-testid="promo-code-form">
      <LeaveGuard dirty={() => form.isDirty()} />
      <Stack>
        <TextInput
          label="Code"
          description="Lettres, chiffres ou tirets ; vos clientes le tapent tel quel."
          placeholder="TABASKI10"
          required
          disabled={Boolean(code)}
          autoCapitalize="characters"
          {...form.getInputProps('code')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Select
            label="Type de réduction"
            allowDeselect={false}
            data={PROMO_KINDS.map((k) => ({ value: k, label: PROMO_KIND_LABELS[k] }))}
            {...form.getInputProps('kind')}
          />
          <DecimalInput
            label={percent ? 'Réduction (%)' : `Réduction (${currencyLabel(currency)})`}
            integer={percent}
            required
            {...form.getInputProps('value')}
          />
          <DateField
            label="Début (facultatif)"
            {...form.getInputProps('startsOn')}
            value={form.values.startsOn}
            onChange={(day) => form.setFieldValue('startsOn', day)}
          />
          <DateField
            label="Fin (facultatif)"
            {...form.getInputProps('endsOn')}
            value={form.values.endsOn}
            onChange={(day) => form.setFieldValue('endsOn', day)}
          />
          <DecimalInput
            label="Nombre d’utilisations maximum"
            description="Vide : sans limite"
            integer
            {...form.getInputProps('maxUses')}
          />
          <DecimalInput
            label={`Commande minimum (${currencyLabel(currency)})`}
            description="Vide : aucun minimum"
            {...form.getInputProps('minOrderAmount')}
          />
        </SimpleGrid>
        <Select
          label="Valable pour"
          allowDeselect={false}
          data={[
            { value: '', label: 'Tous les produits' },
            { value: 'products', label: 'Certains produits' },
            { value: 'category', label: 'Une catégorie' },
          ]}
          {...form.getInputProps('scope')}
        />
        {form.values.scope === 'products' && (
          <MultiSelect
            label="Produits"
            searchable
            placeholder="Choisir des produits"
            data={(products ?? []).map((p) => ({ value: p.id, label: p.name }))}
            {...form.getInputProps('productIds')}
          />
        )}
        {form.values.scope === 'category' && (
          <Select
            label="Catégorie"
            searchable
            placeholder="Choisir une catégorie"
            data={(categories ?? []).map((c) => ({ value: c.id, label: c.name }))}
            {...form.getInputProps('categoryId')}
          />
        )}
        <Switch label="Actif" {...form.getInputProps('active', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Annuler
          </Button>
          <Button type="submit" loading={save.isPending}>
            {code ? 'Enregistrer' : 'Créer le code'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function PromoUses({ code, currency }: { code: PromoCodeJson; currency: string }) {
  const uses = useQuery(promoCodeUsesQuery(code.id));
  if (!uses.data) return uses.isError ? <Alert color="red">{messageOf(uses.error)}</Alert> : <Skeleton h={80} />;
  if (uses.data.length === 0) return <Text c="dimmed">Aucune commande n’a encore utilisé ce code.</Text>;
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Commande</Table.Th>
            <Table.Th>Cliente</Table.Th>
            <Table.Th ta="right">Réduction</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {uses.data.map((u) => (
            <Table.Tr key={u.orderId}>
              <Table.Td>
                <Link to="/user/orders/$orderId" params={{ orderId: u.orderId }}>
                  {u.orderCode}
                </Link>
              </Table.Td>
              <Table.Td>{u.customer}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {money(u.discount, currency)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
