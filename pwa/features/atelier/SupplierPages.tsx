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
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { Select } from '../../lib/ui/LazySelect';
import { Modal } from '../../lib/ui/LazyModal';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconReceipt } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  purchaseSchema,
  supplierSchema,
  type PurchaseJson,
  type SupplierJson,
} from '#shared/schemas/atelier-resources';
import { apiFetch } from '../../lib/api';
import { AnchorLink } from '../../lib/ui/links';
import { ConfirmDelete, DeleteIcon } from '../../lib/ui/DeleteAction';
import { currencyLabel, money, useStoreCurrency } from '../../lib/money';
import { fieldErrorsOf, messageOf } from '../../lib/form-errors';
import { FormFooter, NamedListPage, useNamedItemSave } from './NamedListPage';
import { frenchNumber } from './part-order';
import { atelierKeys, fabricsQuery, supplierQuery, suppliersQuery, supplierTypesQuery } from './queries';
import { DateField } from '../../lib/ui/DateField';
import { LeaveGuard } from '../../lib/ui/LeaveGuard';

const today = () => new Date().toISOString().slice(0, 10);

/** /user/atelier/supplier/supplier: the workshop's suppliers, and what was bought from each. */
export function SuppliersPage() {
  const currency = useStoreCurrency();
  const suppliers = useQuery(suppliersQuery());
  const [purchasesOf, setPurchasesOf] = useState<SupplierJson | null>(null);
  return (
    <>
      <NamedListPage
        query={suppliers}
        layout="cards"
        title="Fournisseurs"
        description="Chez qui vous achetez vos tissus et fournitures. Un achat de tissu s'ajoute à son stock et aux dépenses."
        addLabel="Ajouter un fournisseur"
        empty={{
          title: 'Aucun fournisseur pour le moment.',
          text: 'Ajoutez les marchands chez qui vous achetez vos tissus, fils et boutons, puis notez vos achats.',
        }}
        banner={
          <Group gap="md">
            <AnchorLink to="/user/atelier/supplier/supplier-type" size="sm">
              Types de fournisseur
            </AnchorLink>
            <AnchorLink to="/user/atelier/fabric/list" size="sm">
              Tissus en stock
            </AnchorLink>
          </Group>
        }
        testIds={{ list: 'suppliers-list', empty: 'suppliers-empty', row: 'supplier-card' }}
        itemKey={(s) => s.id}
        itemName={(s) => s.name}
        renderItem={(s) => (
          <Stack gap={4}>
            {s.typeName && (
              <Badge variant="light" tt="none" w="fit-content">
                {s.typeName}
              </Badge>
            )}
            {s.phone && (
              <Anchor href={`tel:${s.phone}`} size="sm">
                {s.phone}
              </Anchor>
            )}
            {s.email && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {s.email}
              </Text>
            )}
            {s.address && (
              <Text size="sm" c="dimmed">
                {s.address}
              </Text>
            )}
            <Group justify="space-between" mt={4}>
              <Text size="sm">
                {s.purchasesCount === 0
                  ? 'Aucun achat'
                  : `${s.purchasesCount} achat${s.purchasesCount > 1 ? 's' : ''} · ${money(s.purchasesTotal, currency)}`}
              </Text>
              <Button
                size="sm"
                variant="light"
                leftSection={<IconReceipt size={16} />}
                onClick={() => setPurchasesOf(s)}
              >
                Achats
              </Button>
            </Group>
          </Stack>
        )}
        modal={{ addTitle: 'Nouveau fournisseur', editTitle: 'Modifier le fournisseur', size: 'lg' }}
        renderForm={(item, done) => <SupplierForm supplier={item} onDone={done} />}
        remove={{
          title: 'Supprimer le fournisseur ?',
          text: (s) =>
            `Supprimer « ${s.name} » ? Ses achats sont supprimés avec lui : leurs mètres de tissu sortent du stock et leurs dépenses des transactions.`,
          path: (s) => `/api/atelier/suppliers/${s.id}`,
        }}
      />
      <Modal
        opened={purchasesOf !== null}
        onClose={() => setPurchasesOf(null)}
        title={purchasesOf ? `Achats chez ${purchasesOf.name}` : ''}
        size="xl"
        centered
      >
        {purchasesOf && <Purchases supplierId={purchasesOf.id} />}
      </Modal>
    </>
  );
}

/** /user/atelier/supplier/newsuppplier: the supplier form on its own page. */
export function NewSupplierPage() {
  const navigate = useNavigate();
  const done = () => void navigate({ to: '/user/atelier/supplier/supplier' });
  return (
    <Stack maw={800}>
      <Title order={2} size="h3">
        Nouveau fournisseur
      </Title>
      <Card withBorder p="lg">
        <SupplierForm supplier={null} onDone={done} />
      </Card>
    </Stack>
  );
}

function SupplierForm({ supplier, onDone }: { supplier: SupplierJson | null; onDone: () => void }) {
  const types = useQuery(supplierTypesQuery());
  const form = useForm({
    initialValues: {
      name: supplier?.name ?? '',
      phone: supplier?.phone ?? '',
      email: supplier?.email ?? '',
      address: supplier?.address ?? '',
      typeId: supplier?.typeId ?? null,
    },
    validate: schemaResolver(supplierSchema, { sync: true }),
  });
  const save = useNamedItemSave<typeof form.values>({
    form,
    path: '/api/atelier/suppliers',
    id: supplier?.id ?? null,
    onDone,
  });
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <LeaveGuard dirty={() => form.isDirty()} />
      <Stack>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput size="md" label="Nom" required {...form.getInputProps('name')} data-autofocus />
          <TextInput size="md" label="Téléphone" type="tel" required {...form.getInputProps('phone')} />
          <TextInput size="md" label="Email" type="email" {...form.getInputProps('email')} />
          <Select
            size="md"
            label="Type"
            placeholder="Grossiste, mercerie…"
            clearable
            data={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
            {...form.getInputProps('typeId')}
          />
        </SimpleGrid>
        <Textarea size="md" label="Adresse" autosize minRows={2} {...form.getInputProps('address')} />
        <FormFooter save={save} onCancel={onDone} />
      </Stack>
    </form>
  );
}

/** A supplier's purchases, and the form to note a new one (fabric bought goes into its stock). */
function Purchases({ supplierId }: { supplierId: string }) {
  const currency = useStoreCurrency();
  const supplier = useQuery(supplierQuery(supplierId));
  const fabrics = useQuery(fabricsQuery());
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { day: today(), fabricId: null as string | null, item: '', quantity: '', amount: '', note: '' },
    validate: schemaResolver(purchaseSchema, { sync: true }),
  });
  const add = useMutation({
    mutationFn: (values: typeof form.values) =>
      apiFetch<{ message: string }>(`/api/atelier/suppliers/${supplierId}/purchases`, { method: 'POST', body: values }),
    onSuccess: async (answer) => {
      notifications.show({ color: 'teal', message: answer.message });
      form.reset();
      await queryClient.invalidateQueries({ queryKey: atelierKeys.all });
    },
    onError: (error) => form.setErrors(fieldErrorsOf(error)),
  });
  const remove = useMutation({
    mutationFn: (p: PurchaseJson) =>
      apiFetch<{ message: string }>(`/api/atelier/suppliers/${supplierId}/purchases/${p.id}`, { method: 'DELETE' }),
    onSuccess: async (answer) => {
      notifications.show({ color: 'teal', message: answer.message });
      await queryClient.invalidateQueries({ queryKey: atelierKeys.all });
    },
  });
  const [toDelete, setToDelete] = useState<PurchaseJson | null>(null);
  const purchases = supplier.data?.purchases;
  const isFabric = Boolean(form.values.fabricId);

  return (
    <Stack>
      <Card withBorder p="md">
        <form onSubmit={form.onSubmit((values) => add.mutate(values))} noValidate>
          <LeaveGuard dirty={() => form.isDirty()} />
          <Stack gap="sm">
            <Text fw={600}>Noter un achat</Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <DateField
                size="md"
                label="Date"
                {...form.getInputProps('day')}
                value={form.values.day}
                onChange={(day) => form.setFieldValue('day', day)}
              />
              <Select
                size="md"
                label="Tissu de votre stock"
                placeholder="Ou écrivez l'article à côté"
                clearable
                searchable
                data={(fabrics.data ?? []).map((f) => ({ value: f.id, label: f.name }))}
                {...form.getInputProps('fabricId')}
              />
              {!isFabric && (
                <TextInput
                  size="md"
                  label="Article"
                  placeholder="Fil, boutons, fermetures…"
                  {...form.getInputProps('item')}
                />
              )}
              <TextInput
                size="md"
                label={isFabric ? 'Mètres achetés' : 'Quantité'}
                inputMode="decimal"
                {...form.getInputProps('quantity')}
              />
              <TextInput
                size="md"
                label={`Montant payé (${currencyLabel(currency)})`}
                inputMode="decimal"
                {...form.getInputProps('amount')}
              />
            </SimpleGrid>
            {add.isError && !Object.keys(fieldErrorsOf(add.error)).length && (
              <Alert color="red">{messageOf(add.error)}</Alert>
            )}
            <Group justify="flex-end">
              <Button size="md" type="submit" loading={add.isPending}>
                Enregistrer l&apos;achat
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
      {!purchases ? (
        <Text c="dimmed">Chargement…</Text>
      ) : purchases.length === 0 ? (
        <Text c="dimmed">Aucun achat chez ce fournisseur pour le moment.</Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table striped data-testid="purchases">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Article</Table.Th>
                <Table.Th ta="right">Quantité</Table.Th>
                <Table.Th ta="right">Montant</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {purchases.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{new Date(`${p.day}T00:00:00`).toLocaleDateString('fr-FR')}</Table.Td>
                  <Table.Td>{p.item}</Table.Td>
                  <Table.Td ta="right">
                    {p.fabricId ? `${frenchNumber(p.quantity)} m` : frenchNumber(p.quantity)}
                  </Table.Td>
                  <Table.Td ta="right">{money(p.amount, currency)}</Table.Td>
                  <Table.Td>
                    <Group gap={0} wrap="nowrap" justify="flex-end">
                      <DeleteIcon label={`Supprimer l'achat ${p.item}`} onClick={() => setToDelete(p)} />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmDelete
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        title="Supprimer l'achat ?"
        onConfirm={() => (toDelete ? remove.mutateAsync(toDelete) : undefined)}
      >
        {toDelete?.fabricId
          ? `Supprimer « ${toDelete.item} » ? Ses mètres de tissu sortent du stock et sa dépense des transactions.`
          : `Supprimer « ${toDelete?.item ?? ''} » ? Sa dépense sort des transactions.`}
      </ConfirmDelete>
    </Stack>
  );
}
