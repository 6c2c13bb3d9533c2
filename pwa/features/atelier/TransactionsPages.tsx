import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { Select } from '../../lib/ui/LazySelect';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { MonthField } from '../../lib/ui/MonthField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNetwork } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { localToday } from '#shared/atelier-calendar';
import {
  TRANSACTION_KIND_LABELS,
  TRANSACTION_SOURCE_LABELS,
  UNCATEGORIZED,
  transactionCategorySchema,
  transactionSchema,
  type TransactionCategoryJson,
  type TransactionJson,
  type TransactionKind,
} from '#shared/schemas/atelier-transaction';
import { ApiRequestError, apiFetch } from '../../lib/api';
import { fieldErrorsOf } from '../../lib/form-errors';
import { ConfirmDelete, DeleteButton } from '../../lib/ui/DeleteAction';
import { AnchorLink, ButtonLink } from '../../lib/ui/links';
import { FigureCard } from '../../lib/ui/FigureCard';
import { AtelierClosed } from './AtelierClosed';
import { FormFooter, NamedListPage, useNamedItemSave } from './NamedListPage';
import { frenchDate } from './measure-form';
import {
  atelierKeys,
  transactionCategoriesQuery,
  transactionMonthsQuery,
  transactionQuery,
  transactionsQuery,
} from './queries';
import { LabeledValue } from '../../lib/ui/LabeledValue';
import { monthName } from './month-name';
import { currencyLabel, money, useStoreCurrency } from '../../lib/money';
import { DateField } from '../../lib/ui/DateField';
import { LeaveGuard } from '../../lib/ui/LeaveGuard';

/** The ledger lives on the server (it reads every order's payment there): offline, say so instead of an error. */
function Unreachable({ error }: { error: unknown }) {
  if (error === OFFLINE || (error instanceof ApiRequestError && error.status === 0))
    return (
      <Alert color="gray" title="Hors connexion" data-testid="transactions-offline">
        Les transactions se lisent quand la tablette est connectée. Les paiements enregistrés sur les commandes sont
        gardés sur la tablette et apparaîtront ici dès le retour du réseau.
      </Alert>
    );
  return <AtelierClosed error={error} />;
}

/** A query paused by the network being off (react-query waits instead of failing). */
const OFFLINE = Symbol('offline');
const paused = (q: { fetchStatus: string; data: unknown }) =>
  q.data === undefined && (q.fetchStatus === 'paused' || (typeof navigator !== 'undefined' && !navigator.onLine));

const SOURCE_FILTERS = (['order', 'purchase', 'salary'] as const).map((s) => ({
  value: s,
  label: TRANSACTION_SOURCE_LABELS[s],
}));

/** /user/atelier/transaction/list: income and expenses of a month, filters, totals, and the totals by month. */
export function TransactionListPage() {
  const currency = useStoreCurrency();
  useNetwork();
  const [month, setMonth] = useState(localToday().slice(0, 7));
  const [kind, setKind] = useState<string>('all');
  const [category, setCategory] = useState<string | null>(null);
  const list = useQuery(transactionsQuery({ month, kind: kind === 'all' ? null : kind, category }));
  const categories = useQuery(transactionCategoriesQuery());
  const months = useQuery(transactionMonthsQuery());
  const categoryOptions = [
    { group: 'Automatiques', items: SOURCE_FILTERS },
    {
      group: 'Vos catégories',
      items: [
        ...(categories.data ?? [])
          .filter((c) => kind === 'all' || c.kind === kind)
          .map((c) => ({ value: c.id, label: c.name })),
        { value: 'none', label: UNCATEGORIZED },
      ],
    },
  ];

  return (
    <Stack maw={1000}>
      <Group justify="space-between">
        <Title order={2} size="h3">
          Transactions
        </Title>
        <Group gap="xs">
          <ButtonLink to="/user/atelier/transaction/category" variant="default">
            Catégories
          </ButtonLink>
          <ButtonLink to="/user/atelier/transaction/add-new" leftSection={<IconPlus size={16} />}>
            Nouvelle transaction
          </ButtonLink>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <MonthField label="Mois" value={month} onChange={setMonth} data-testid="transactions-month" />
        <div>
          <Text size="sm" fw={500} mb={4}>
            Type
          </Text>
          <SegmentedControl
            fullWidth
            value={kind}
            onChange={(v) => {
              setKind(v);
              setCategory(null);
            }}
            data={[
              { value: 'all', label: 'Tout' },
              { value: 'income', label: 'Entrées' },
              { value: 'expense', label: 'Dépenses' },
            ]}
          />
        </div>
        <Select
          label="Catégorie"
          placeholder="Toutes"
          clearable
          value={category}
          onChange={setCategory}
          data={categoryOptions}
        />
      </SimpleGrid>
      {paused(list) ? (
        <Unreachable error={OFFLINE} />
      ) : list.isError && !list.data ? (
        <Unreachable error={list.error} />
      ) : !list.data ? (
        <Text c="dimmed">Chargement…</Text>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <FigureCard label="Entrées" value={money(list.data.totals.income, currency)} testId="transactions-income" />
            <FigureCard
              label="Dépenses"
              value={money(list.data.totals.expense, currency)}
              testId="transactions-expense"
            />
            <FigureCard label="Solde" value={money(list.data.totals.net, currency)} testId="transactions-net" />
          </SimpleGrid>
          {list.data.data.length === 0 ? (
            <Card withBorder p="xl" data-testid="transactions-empty">
              <Stack align="center" gap="xs">
                <Text fw={600}>Aucune transaction en {monthName(month)}.</Text>
                <Text c="dimmed" ta="center">
                  Les avances et paiements des commandes s&apos;ajoutent d&apos;eux-mêmes. Notez ici le loyer,
                  l&apos;électricité, le fil… avec « Nouvelle transaction ».
                </Text>
              </Stack>
            </Card>
          ) : (
            <Stack gap="xs" data-testid="transactions-list">
              {list.data.data.map((e) => (
                <EntryRow key={e.id} entry={e} />
              ))}
            </Stack>
          )}
        </>
      )}
      {months.data && months.data.some((m) => m.income || m.expense) && (
        <Card withBorder>
          <Text fw={600} mb="xs">
            Totaux par mois
          </Text>
          <Table.ScrollContainer minWidth={280}>
            <Table data-testid="transactions-months">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Mois</Table.Th>
                  <Table.Th ta="right">Entrées</Table.Th>
                  <Table.Th ta="right">Dépenses</Table.Th>
                  <Table.Th ta="right" visibleFrom="xs">
                    Solde
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {[...months.data]
                  .reverse()
                  .filter((m) => m.income || m.expense)
                  .map((m) => (
                    <Table.Tr key={m.month} onClick={() => setMonth(m.month)} style={{ cursor: 'pointer' }}>
                      <Table.Td tt="capitalize">{monthName(m.month)}</Table.Td>
                      <Table.Td ta="right">{m.income.toLocaleString('fr-FR')}</Table.Td>
                      <Table.Td ta="right">{m.expense.toLocaleString('fr-FR')}</Table.Td>
                      <Table.Td ta="right" c={m.net < 0 ? 'red' : undefined} visibleFrom="xs">
                        {m.net.toLocaleString('fr-FR')}
                      </Table.Td>
                    </Table.Tr>
                  ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
    </Stack>
  );
}

function EntryRow({ entry }: { entry: TransactionJson }) {
  const currency = useStoreCurrency();
  const income = entry.kind === 'income';
  return (
    <Card withBorder p="sm" data-testid="transaction-row">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <AnchorLink
            to="/user/atelier/transaction/view/$id"
            params={{ id: entry.id }}
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
          >
            {entry.label}
          </AnchorLink>
          <Group gap={6} mt={2}>
            <Text size="sm" c="dimmed">
              {frenchDate(entry.day)}
            </Text>
            <Badge size="sm" variant="light" color={income ? 'teal' : 'red'} tt="none">
              {entry.categoryName}
            </Badge>
          </Group>
        </div>
        <Text fw={700} c={income ? 'teal' : 'red'} style={{ whiteSpace: 'nowrap' }}>
          {income ? '+' : '−'} {money(entry.amount, currency)}
        </Text>
      </Group>
    </Card>
  );
}

/** /user/atelier/transaction/add-new: an income or an expense written by hand. */
export function TransactionAddPage() {
  const navigate = useNavigate();
  return (
    <Stack maw={720}>
      <Title order={2} size="h3">
        Nouvelle transaction
      </Title>
      <Card withBorder p="lg">
        <TransactionForm
          entry={null}
          onDone={(id) =>
            id
              ? void navigate({ to: '/user/atelier/transaction/view/$id', params: { id } })
              : void navigate({ to: '/user/atelier/transaction/list' })
          }
        />
      </Card>
    </Stack>
  );
}

function TransactionForm({ entry, onDone }: { entry: TransactionJson | null; onDone: (id?: string) => void }) {
  const currency = useStoreCurrency();
  const queryClient = useQueryClient();
  const categories = useQuery(transactionCategoriesQuery());
  const form = useForm({
    initialValues: {
      kind: (entry?.kind ?? 'expense') as TransactionKind,
      amount: entry ? String(entry.amount) : '',
      day: entry?.day ?? localToday(),
      categoryId: entry?.categoryId ?? null,
      label: entry?.label ?? '',
      note: entry?.note ?? '',
    },
    validate: schemaResolver(transactionSchema, { sync: true }),
  });
  const save = useMutation({
    mutationFn: (values: typeof form.values) =>
      apiFetch<{ message: string; data: TransactionJson }>(
        entry ? `/api/atelier/transactions/${entry.id}` : '/api/atelier/transactions',
        { method: entry ? 'PUT' : 'POST', body: values },
      ),
    onSuccess: async (answer) => {
      notifications.show({ color: 'teal', message: answer.message });
      await queryClient.invalidateQueries({ queryKey: atelierKeys.all });
      onDone(answer.data.id);
    },
    onError: (error) => form.setErrors(fieldErrorsOf(error)),
  });
  const options = (categories.data ?? []).filter((c) => c.kind === form.values.kind);
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <LeaveGuard dirty={() => form.isDirty()} />
      <Stack>
        <SegmentedControl
          size="md"
          value={form.values.kind}
          onChange={(v) => {
            form.setFieldValue('kind', v as TransactionKind);
            form.setFieldValue('categoryId', null);
          }}
          data={[
            { value: 'expense', label: 'Dépense' },
            { value: 'income', label: 'Entrée' },
          ]}
          data-testid="transaction-kind"
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            size="md"
            label={`Montant (${currencyLabel(currency)})`}
            inputMode="decimal"
            required
            {...form.getInputProps('amount')}
          />
          <DateField
            size="md"
            label="Date"
            required
            {...form.getInputProps('day')}
            value={form.values.day}
            onChange={(day) => form.setFieldValue('day', day)}
          />
        </SimpleGrid>
        <TextInput
          size="md"
          label="Libellé"
          placeholder="Loyer de l'atelier, électricité, fil…"
          required
          {...form.getInputProps('label')}
        />
        <Select
          size="md"
          label="Catégorie"
          placeholder={options.length ? 'Choisissez' : 'Aucune catégorie de ce type'}
          clearable
          data={options.map((c) => ({ value: c.id, label: c.name }))}
          {...form.getInputProps('categoryId')}
        />
        <Textarea size="md" label="Note" autosize minRows={2} {...form.getInputProps('note')} />
        <FormFooter save={save} onCancel={() => onDone(entry?.id)} />
      </Stack>
    </form>
  );
}

/** /user/atelier/transaction/view/{id}: one entry; a manual one can be changed or deleted, the others where made. */
export function TransactionViewPage({ id }: { id: string }) {
  const currency = useStoreCurrency();
  useNetwork();
  const entry = useQuery(transactionQuery(id));
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: () => apiFetch<{ message: string }>(`/api/atelier/transactions/${id}`, { method: 'DELETE' }),
    onSuccess: async (answer) => {
      notifications.show({ color: 'teal', message: answer.message });
      await queryClient.invalidateQueries({ queryKey: atelierKeys.all });
      await navigate({ to: '/user/atelier/transaction/list' });
    },
  });
  if (paused(entry)) return <Unreachable error={OFFLINE} />;
  if (entry.isError && !entry.data) {
    if (entry.error instanceof ApiRequestError && entry.error.status === 404)
      return (
        <Alert color="gray" title="Transaction introuvable">
          <AnchorLink to="/user/atelier/transaction/list">Retour aux transactions</AnchorLink>
        </Alert>
      );
    return <Unreachable error={entry.error} />;
  }
  const e = entry.data;
  if (!e) return <Text c="dimmed">Chargement…</Text>;
  const income = e.kind === 'income';
  return (
    <Stack maw={720}>
      <AnchorLink to="/user/atelier/transaction/list">← Transactions</AnchorLink>
      <Group gap="xs">
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {e.label}
        </Title>
        <Badge color={income ? 'teal' : 'red'} variant="light">
          {TRANSACTION_KIND_LABELS[e.kind]}
        </Badge>
      </Group>
      {editing ? (
        <Card withBorder p="lg">
          <TransactionForm entry={e} onDone={() => setEditing(false)} />
        </Card>
      ) : (
        <Card withBorder p="lg">
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <LabeledValue label="Montant" value={money(e.amount, currency)} strong />
            <LabeledValue label="Date" value={frenchDate(e.day)} strong />
            <LabeledValue label="Catégorie" value={e.categoryName} strong />
            <LabeledValue label="Origine" value={TRANSACTION_SOURCE_LABELS[e.source]} strong />
          </SimpleGrid>
          {e.note && (
            <Text mt="sm" size="sm">
              {e.note}
            </Text>
          )}
          {e.source === 'manual' ? (
            <Group mt="md" justify="flex-end">
              <Button onClick={() => setEditing(true)}>Modifier</Button>
              <DeleteButton onClick={() => setConfirm(true)} />
            </Group>
          ) : e.source === 'order' && e.sourceId ? (
            <Text mt="md" size="sm">
              Ce paiement a été enregistré sur la commande :{' '}
              <AnchorLink to="/user/atelier/orders/view/$id" params={{ id: e.sourceId }}>
                ouvrir la commande
              </AnchorLink>
              .
            </Text>
          ) : (
            <Text mt="md" size="sm" c="dimmed">
              Cette transaction a été écrite par un achat ou un salaire : modifiez-la là où elle a été faite.
            </Text>
          )}
        </Card>
      )}
      <ConfirmDelete
        opened={confirm}
        onClose={() => setConfirm(false)}
        title="Supprimer la transaction ?"
        onConfirm={() => remove.mutateAsync()}
      >
        Supprimer « {e.label} » ({money(e.amount, currency)}) ? Elle sort des recettes et des dépenses.
      </ConfirmDelete>
    </Stack>
  );
}

/** /user/atelier/transaction/category: the store's categories of income and expenses. */
export function TransactionCategoriesPage() {
  useNetwork();
  const categories = useQuery(transactionCategoriesQuery());
  return (
    <NamedListPage
      query={categories}
      title="Catégories de transactions"
      description="Les avances et paiements des commandes, les achats et les salaires ont déjà les leurs."
      addLabel="Ajouter une catégorie"
      empty={{
        title: 'Aucune catégorie pour le moment.',
        text: 'Ajoutez par exemple « Loyer », « Électricité », « Fournitures » pour vos dépenses, « Retouches » pour vos entrées.',
      }}
      testIds={{ list: 'categories-list', empty: 'categories-empty', row: 'category-row' }}
      itemKey={(c) => c.id}
      itemName={(c) => c.name}
      renderItem={(c) => (
        <Group gap="xs">
          <Text fw={600}>{c.name}</Text>
          <Badge size="sm" variant="light" color={c.kind === 'income' ? 'teal' : 'red'} tt="none">
            {TRANSACTION_KIND_LABELS[c.kind]}
          </Badge>
        </Group>
      )}
      modal={{ addTitle: 'Nouvelle catégorie', editTitle: 'Modifier la catégorie' }}
      renderForm={(c, done) => <CategoryForm category={c} onDone={done} />}
      remove={{
        title: 'Supprimer la catégorie ?',
        text: (c) => `Supprimer « ${c.name} » ? Ses transactions restent, sans catégorie.`,
        path: (c) => `/api/atelier/transaction-categories/${c.id}`,
      }}
      closed={(error) => <Unreachable error={error} />}
      banner={paused(categories) ? <Unreachable error={OFFLINE} /> : undefined}
    />
  );
}

function CategoryForm({ category, onDone }: { category: TransactionCategoryJson | null; onDone: () => void }) {
  const form = useForm({
    initialValues: { name: category?.name ?? '', kind: (category?.kind ?? 'expense') as TransactionKind },
    validate: schemaResolver(transactionCategorySchema, { sync: true }),
  });
  const save = useNamedItemSave<typeof form.values>({
    form,
    path: '/api/atelier/transaction-categories',
    id: category?.id ?? null,
    onDone,
  });
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <LeaveGuard dirty={() => form.isDirty()} />
      <Stack>
        <TextInput size="md" label="Nom" required {...form.getInputProps('name')} data-autofocus />
        <SegmentedControl
          value={form.values.kind}
          onChange={(v) => form.setFieldValue('kind', v as TransactionKind)}
          data={[
            { value: 'expense', label: 'Dépense' },
            { value: 'income', label: 'Entrée' },
          ]}
        />
        <FormFooter save={save} onCancel={onDone} />
      </Stack>
    </form>
  );
}
