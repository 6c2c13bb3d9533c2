import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  PasswordInput,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Select } from '../../lib/ui/LazySelect';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  SALARY_KIND_LABELS,
  SALARY_KINDS,
  STORE_PERMISSION_HINTS,
  STORE_PERMISSION_LABELS,
  STORE_PERMISSIONS,
  salaryPaymentSchema,
  staffAccountSchema,
  staffSchema,
  storeRoleSchema,
  type StaffJson,
  type StoreRoleJson,
} from '#shared/schemas/staff';
import { apiFetch } from '../../lib/api';
import { fieldErrorsOf, messageOf } from '../../lib/form-errors';
import { AnchorLink, ButtonLink } from '../../lib/ui/links';
import { currencyLabel, money, useStoreCurrency } from '../../lib/money';
import { toast } from '../../app/toast';
import { useOnline } from '../../lib/online';

const NOT_SEEN_OFFLINE =
  'Hors ligne : cet écran n’a pas encore été ouvert sur cet appareil. Il s’affichera au retour du réseau.';
import { rolesQuery, salariesQuery, salaryDueQuery, staffKeys, staffListQuery, staffQuery } from './queries';
import { plural } from '../../lib/plural';
import { LeaveGuard } from '../../lib/ui/LeaveGuard';

const salaryText = (s: Pick<StaffJson, 'salaryKind' | 'salaryAmount'>, currency: string) =>
  s.salaryAmount === null
    ? '—'
    : s.salaryKind === 'piece'
      ? `${money(s.salaryAmount, currency)} par vêtement fini`
      : `${money(s.salaryAmount, currency)} par mois`;

/** Loading, offline or refused: one line that says what happens. */
function QueryState({ error }: { error: unknown }) {
  const online = useOnline();
  // never opened online on this device: say so calmly instead of a loader that waits for the network
  if (!error && !online) return <Text c="dimmed">{NOT_SEEN_OFFLINE}</Text>;
  if (!error) return <Loader aria-label="Chargement" />;
  return (
    <Alert color="red" title="Impossible d'afficher cette page">
      {messageOf(error)} Le personnel et les salaires se gèrent avec le réseau.
    </Alert>
  );
}

/** staff/lists — every staff member, their role, salary and whether they can sign in. */
export function StaffListPage() {
  const currency = useStoreCurrency();
  const list = useQuery(staffListQuery());
  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>Personnel</Title>
        <ButtonLink to="/user/atelier/staff/add">Ajouter un membre</ButtonLink>
      </Group>
      {!list.data ? (
        <QueryState error={list.error} />
      ) : list.data.length === 0 ? (
        <Alert title="Aucun membre du personnel">
          Ajoutez vos couturiers, coupeurs et vendeurs : leur rôle, leur téléphone et leur salaire (au mois ou à la
          pièce). Vous pourrez ensuite leur créer un compte pour se connecter à votre atelier.
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {list.data.map((s) => (
            <Card key={s.id} withBorder padding="md" data-testid="staff-card">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <AnchorLink to="/user/atelier/staff/profiles/$id" params={{ id: s.id }} fw={600}>
                    {s.name}
                  </AnchorLink>
                  <Text size="sm" c="dimmed">
                    {s.roleName ?? 'Sans rôle'} · {s.phone ?? 'pas de téléphone'}
                  </Text>
                  <Text size="sm">{salaryText(s, currency)}</Text>
                </Stack>
                <Stack gap={4} align="flex-end">
                  <Badge color={s.active ? 'green' : 'gray'} miw="max-content">
                    {s.active ? 'Actif' : 'Inactif'}
                  </Badge>
                  {s.account && <Badge variant="light">Compte</Badge>}
                </Stack>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function StaffForm({ staff, onSaved }: { staff?: StaffJson; onSaved: (s: StaffJson) => void }) {
  const currency = useStoreCurrency();
  const roles = useQuery(rolesQuery());
  const client = useQueryClient();
  const form = useForm({
    initialValues: {
      name: staff?.name ?? '',
      phone: staff?.phone ?? '',
      roleId: staff?.roleId ?? null,
      salaryKind: staff?.salaryKind ?? 'monthly',
      salaryAmount: staff?.salaryAmount === null || staff === undefined ? '' : String(staff.salaryAmount),
      active: staff?.active ?? true,
    },
    validate: schemaResolver(staffSchema, { sync: true }),
  });
  const save = useMutation({
    mutationFn: (values: typeof form.values) =>
      apiFetch<{ message: string; data: StaffJson }>(staff ? `/api/atelier/staff/${staff.id}` : '/api/atelier/staff', {
        method: staff ? 'PUT' : 'POST',
        body: values,
      }),
    onSuccess: (res) => {
      toast(res.message, 'success');
      void client.invalidateQueries({ queryKey: staffKeys.all });
      onSaved(res.data);
    },
    onError: (error) => {
      form.setErrors(fieldErrorsOf(error));
      toast(messageOf(error), 'error');
    },
  });
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))}>
      <LeaveGuard dirty={() => form.isDirty()} />
      <Stack>
        <TextInput label="Nom" withAsterisk size="md" {...form.getInputProps('name')} />
        <TextInput label="Téléphone" type="tel" size="md" {...form.getInputProps('phone')} />
        <Select
          label="Rôle"
          size="md"
          clearable
          placeholder="Choisissez un rôle"
          data={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
          {...form.getInputProps('roleId')}
        />
        <Select
          label="Salaire"
          size="md"
          allowDeselect={false}
          data={SALARY_KINDS.map((k) => ({ value: k, label: SALARY_KIND_LABELS[k] }))}
          {...form.getInputProps('salaryKind')}
        />
        <TextInput
          label={
            form.values.salaryKind === 'piece'
              ? `Montant par vêtement fini (${currencyLabel(currency)})`
              : `Montant par mois (${currencyLabel(currency)})`
          }
          inputMode="decimal"
          size="md"
          {...form.getInputProps('salaryAmount')}
        />
        <Switch label="Actif" {...form.getInputProps('active', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Enregistrer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** staff/add */
export function StaffAddPage() {
  const navigate = useNavigate();
  return (
    <Card withBorder maw={640} mx="auto" w="100%">
      <Title order={2} mb="md">
        Ajouter un membre du personnel
      </Title>
      <StaffForm onSaved={(s) => void navigate({ to: '/user/atelier/staff/profiles/$id', params: { id: s.id } })} />
    </Card>
  );
}

/** staff/profiles/{id} — 'Profile du personel': details, sign-in account, salary payments. */
export function StaffProfilePage({ id }: { id: string }) {
  const staff = useQuery(staffQuery(id));
  if (!staff.data) return <QueryState error={staff.error} />;
  return (
    <Stack maw={720} mx="auto" w="100%">
      <Card withBorder>
        <Title order={2} mb="md">
          {staff.data.name}
        </Title>
        <StaffForm key={staff.dataUpdatedAt} staff={staff.data} onSaved={() => undefined} />
      </Card>
      <AccountCard staff={staff.data} />
      <Card withBorder>
        <Title order={3} mb="sm">
          Salaires payés
        </Title>
        <SalaryTable staffId={staff.data.id} />
      </Card>
    </Stack>
  );
}

function AccountCard({ staff }: { staff: StaffJson }) {
  const client = useQueryClient();
  const form = useForm({
    initialValues: { emailOrPhone: '', password: '' },
    validate: schemaResolver(staffAccountSchema, { sync: true }),
  });
  const create = useMutation({
    mutationFn: (values: typeof form.values) =>
      apiFetch<{ message: string }>(`/api/atelier/staff/${staff.id}/account`, { method: 'POST', body: values }),
    onSuccess: (res) => {
      toast(res.message, 'success');
      form.reset();
      void client.invalidateQueries({ queryKey: staffKeys.all });
    },
    onError: (error) => {
      form.setErrors(fieldErrorsOf(error));
      toast(messageOf(error), 'error');
    },
  });
  return (
    <Card withBorder>
      <Title order={3} mb="sm">
        Compte de connexion
      </Title>
      {staff.account ? (
        <Text>
          Se connecte avec <b>{staff.account}</b> : ne voit que ce que son rôle permet, dans votre boutique seulement.
        </Text>
      ) : (
        <form onSubmit={form.onSubmit((values) => create.mutate(values))}>
          <LeaveGuard dirty={() => form.isDirty()} />
          <Stack>
            <Text size="sm" c="dimmed">
              Donnez-lui un email ou un téléphone et un mot de passe : il se connectera à votre atelier avec son rôle.
            </Text>
            <TextInput label="Email ou téléphone" size="md" {...form.getInputProps('emailOrPhone')} />
            <PasswordInput label="Mot de passe" size="md" {...form.getInputProps('password')} />
            <Group justify="flex-end">
              <Button type="submit" loading={create.isPending}>
                Créer le compte
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Card>
  );
}

function SalaryTable({ staffId }: { staffId?: string }) {
  const currency = useStoreCurrency();
  const payments = useQuery(salariesQuery(staffId));
  if (!payments.data) return <QueryState error={payments.error} />;
  if (payments.data.length === 0) return <Text c="dimmed">Aucun salaire payé pour l'instant.</Text>;
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Mois</Table.Th>
            {!staffId && <Table.Th>Personnel</Table.Th>}
            <Table.Th>Pièces</Table.Th>
            <Table.Th>Montant</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments.data.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>{monthLabel(p.period)}</Table.Td>
              {!staffId && <Table.Td>{p.staffName}</Table.Td>}
              <Table.Td>{p.pieces ?? '—'}</Table.Td>
              <Table.Td>{money(p.amount, currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** staff/salary-payement — pay a month's salary: the amount due (monthly, or rate × garments finished) by default. */
export function SalaryPaymentPage() {
  const currency = useStoreCurrency();
  const staff = useQuery(staffListQuery());
  const client = useQueryClient();
  const form = useForm({
    initialValues: { staffId: '', period: new Date().toISOString().slice(0, 7), amount: '', note: '' },
    validate: schemaResolver(salaryPaymentSchema, { sync: true }),
  });
  const due = useQuery(salaryDueQuery(form.values.staffId, form.values.period));
  const pay = useMutation({
    mutationFn: (values: typeof form.values) =>
      apiFetch<{ message: string }>('/api/atelier/salaries', {
        method: 'POST',
        body: { ...values, amount: values.amount === '' ? null : values.amount },
      }),
    onSuccess: (res) => {
      toast(`${res.message} Enregistré aussi dans les dépenses.`, 'success');
      form.setFieldValue('amount', '');
      form.resetDirty({ ...form.getValues(), amount: '' });
      void client.invalidateQueries({ queryKey: ['atelier'] });
    },
    onError: (error) => {
      form.setErrors(fieldErrorsOf(error));
      toast(messageOf(error), 'error');
    },
  });
  const left = due.data ? Math.max(0, due.data.due - due.data.paid) : null;
  return (
    <Stack maw={720} mx="auto" w="100%">
      <Card withBorder>
        <Title order={2} mb="md">
          Payer un salaire
        </Title>
        {staff.data && staff.data.length === 0 ? (
          <Alert title="Aucun membre du personnel">
            Ajoutez d'abord votre personnel et leur salaire depuis la page Personnel.
          </Alert>
        ) : (
          <form onSubmit={form.onSubmit((values) => pay.mutate(values))}>
            <LeaveGuard dirty={() => form.isDirty()} />
            <Stack>
              <Select
                label="Membre du personnel"
                size="md"
                searchable
                data={(staff.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
                {...form.getInputProps('staffId')}
              />
              <Select
                label="Mois"
                size="md"
                data={recentMonths(form.values.period)}
                allowDeselect={false}
                {...form.getInputProps('period')}
              />
              {due.data && (
                <Alert color="blue" data-testid="salary-due">
                  {due.data.kind === 'piece'
                    ? `${plural(due.data.pieces ?? 0, 'vêtement fini', 'vêtements finis')} ce mois : ${money(due.data.due, currency)}.`
                    : `Salaire du mois : ${money(due.data.due, currency)}.`}{' '}
                  Déjà payé : {money(due.data.paid, currency)}. Reste : {money(left ?? 0, currency)}.
                </Alert>
              )}
              <TextInput
                label={`Montant (${currencyLabel(currency)})`}
                description="Laissez vide pour payer le reste dû."
                inputMode="decimal"
                size="md"
                {...form.getInputProps('amount')}
              />
              <TextInput label="Note" size="md" {...form.getInputProps('note')} />
              <Group justify="flex-end">
                <Button type="submit" loading={pay.isPending}>
                  Payer
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Card>
      <Card withBorder>
        <Title order={3} mb="sm">
          Derniers salaires payés
        </Title>
        <SalaryTable />
      </Card>
    </Stack>
  );
}

/** settings/roles — the store's roles and what each lets its staff see and do. */
export function RolesPage() {
  const roles = useQuery(rolesQuery());
  const [editing, setEditing] = useState<StoreRoleJson | 'new' | null>(null);
  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>Rôles et permissions</Title>
        <Button onClick={() => setEditing('new')}>Ajouter un rôle</Button>
      </Group>
      <Text c="dimmed" size="sm">
        Un membre du personnel avec un compte ne voit et ne fait que ce que son rôle permet. Le propriétaire de la
        boutique a toutes les permissions.
      </Text>
      {editing && <RoleForm role={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />}
      {!roles.data ? (
        <QueryState error={roles.error} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {roles.data.map((r) => (
            <Card key={r.id} withBorder data-testid="role-card">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={600} miw={0} style={{ overflowWrap: 'anywhere' }}>
                  {r.name}
                </Text>
                <Button variant="subtle" size="xs" onClick={() => setEditing(r)} style={{ flex: 'none' }}>
                  Modifier
                </Button>
              </Group>
              <Text size="sm" c="dimmed" mb={4}>
                {plural(r.staffCount, 'membre')}
              </Text>
              <Group gap={4}>
                {r.permissions.length === 0 && <Text size="sm">Aucune permission</Text>}
                {r.permissions.map((p) => (
                  <Badge key={p} variant="light" h="auto" maw="100%" styles={{ label: { whiteSpace: 'normal' } }}>
                    {STORE_PERMISSION_LABELS[p]}
                  </Badge>
                ))}
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function RoleForm({ role, onDone }: { role?: StoreRoleJson; onDone: () => void }) {
  const client = useQueryClient();
  const form = useForm({
    initialValues: { name: role?.name ?? '', permissions: role?.permissions ?? [] },
    validate: schemaResolver(storeRoleSchema, { sync: true }),
  });
  const save = useMutation({
    mutationFn: (values: typeof form.values) =>
      apiFetch<{ message: string }>(role ? `/api/atelier/roles/${role.id}` : '/api/atelier/roles', {
        method: role ? 'PUT' : 'POST',
        body: values,
      }),
    onSuccess: (res) => {
      toast(res.message, 'success');
      void client.invalidateQueries({ queryKey: staffKeys.all });
      onDone();
    },
    onError: (error) => {
      form.setErrors(fieldErrorsOf(error));
      toast(messageOf(error), 'error');
    },
  });
  return (
    <Card withBorder>
      <form onSubmit={form.onSubmit((values) => save.mutate(values))}>
        <LeaveGuard dirty={() => form.isDirty()} />
        <Stack>
          <TextInput label="Nom du rôle" withAsterisk size="md" {...form.getInputProps('name')} />
          <Checkbox.Group label="Permissions" {...form.getInputProps('permissions')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
              {STORE_PERMISSIONS.map((p) => (
                <Checkbox
                  key={p}
                  value={p}
                  label={STORE_PERMISSION_LABELS[p]}
                  description={STORE_PERMISSION_HINTS[p]}
                />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          {role && role.staffCount > 0 && (
            <Text size="sm" c="dimmed">
              Ses membres seront déconnectés et se reconnecteront avec les nouvelles permissions.
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              Annuler
            </Button>
            <Button type="submit" loading={save.isPending}>
              Enregistrer
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** « novembre 2026 » for « 2026-11 » (a month in the user's words, not « AAAA-MM »). */
function monthLabel(period: string): string {
  const [y, m] = period.split('-').map(Number);
  if (!y || !m) return period;
  return new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, 1)),
  );
}

/** The last 24 months (and the chosen one), newest first, as the salary form's choices. */
function recentMonths(chosen: string): { value: string; label: string }[] {
  const now = new Date();
  const months = Array.from({ length: 24 }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    return d.toISOString().slice(0, 7);
  });
  if (chosen && !months.includes(chosen)) months.unshift(chosen);
  return months.map((value) => ({ value, label: monthLabel(value) }));
}
