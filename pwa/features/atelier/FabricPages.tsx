import { useState } from 'react';
import {
  Alert,
  Badge,
  Card,
  FileInput,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { Select } from '../../lib/ui/LazySelect';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconEdit, IconPhoto, IconPlus, IconSearch } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  FABRIC_LOW_STOCK_DEFAULT,
  FABRIC_PHOTO_MAX_BYTES,
  LOW_STOCK_LABEL,
  fabricSchema,
  type FabricJson,
} from '#shared/schemas/atelier-resources';
import { apiFetch } from '../../lib/api';
import { fieldErrorsOf } from '../../lib/form-errors';
import { currencyLabel, money, useStoreCurrency } from '../../lib/money';
import { ConfirmDelete, DeleteButton } from '../../lib/ui/DeleteAction';
import { AnchorLink, ButtonLink } from '../../lib/ui/links';
import { AtelierClosed } from './AtelierClosed';
import { FormFooter } from './NamedListPage';
import { frenchNumber } from './part-order';
import { atelierKeys, fabricQuery, fabricsQuery, fabricTypesQuery, suppliersQuery } from './queries';
import { LeaveGuard } from '../../lib/ui/LeaveGuard';

export const metres = (n: number) => `${frenchNumber(n)} m`;
const threshold = (f: FabricJson) => f.lowStock ?? FABRIC_LOW_STOCK_DEFAULT;

function StockBadge({ fabric, size = 'md' }: { fabric: FabricJson; size?: 'md' | 'lg' }) {
  return (
    <Badge
      size={size}
      color={fabric.low ? 'orange' : 'teal'}
      variant="light"
      tt="none"
      miw="max-content"
      leftSection={fabric.low ? <IconAlertTriangle size={14} /> : undefined}
      data-testid="fabric-stock"
    >
      {metres(fabric.stock)}
      {fabric.low ? ` · ${LOW_STOCK_LABEL}` : ''}
    </Badge>
  );
}

/** How many fabrics run low, and which: shown above the lists (and the dashboard can show the same). */
function LowStockAlert({ fabrics }: { fabrics: FabricJson[] }) {
  const low = fabrics.filter((f) => f.low);
  if (!low.length) return null;
  return (
    <Alert color="orange" icon={<IconAlertTriangle size={18} />} data-testid="low-stock-alert">
      {low.length === 1 ? '1 tissu bientôt épuisé' : `${low.length} tissus bientôt épuisés`} :{' '}
      {low.map((f) => `${f.name} (${metres(f.stock)})`).join(', ')}. Pensez à en racheter.
    </Alert>
  );
}

/** /user/atelier/fabric/list: the fabrics in stock, by type, with a photo, the metres left and a low-stock warning. */
export function FabricsPage() {
  const fabrics = useQuery(fabricsQuery());
  const types = useQuery(fabricTypesQuery());
  const [type, setType] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  if (fabrics.isError && !fabrics.data) return <AtelierClosed error={fabrics.error} />;
  const list = fabrics.data;
  const needle = search.trim().toLocaleLowerCase('fr');
  const shown = (list ?? []).filter(
    (f) => (!type || f.typeId === type) && (!needle || f.name.toLocaleLowerCase('fr').includes(needle)),
  );

  return (
    <Stack maw={1100}>
      <Group justify="space-between">
        <div>
          <Title order={2} size="h3">
            Tissus
          </Title>
          <Text c="dimmed" size="sm">
            Votre stock de tissus en mètres. Il baisse tout seul quand une commande utilise un tissu de l&apos;atelier.
          </Text>
          <Group gap="md" mt={4}>
            <AnchorLink to="/user/atelier/fabric/names" size="sm">
              Stock des tissus
            </AnchorLink>
            <AnchorLink to="/user/atelier/fabric/type" size="sm">
              Types de tissu
            </AnchorLink>
          </Group>
        </div>
        <ButtonLink to="/user/atelier/fabric/add" size="md" leftSection={<IconPlus size={18} />}>
          Ajouter un tissu
        </ButtonLink>
      </Group>
      {list && <LowStockAlert fabrics={list} />}
      {!list ? (
        <Text c="dimmed">Chargement…</Text>
      ) : list.length === 0 ? (
        <Card withBorder p="xl" data-testid="fabrics-empty">
          <Stack align="center" gap="xs">
            <Text fw={600}>Aucun tissu pour le moment.</Text>
            <Text c="dimmed" ta="center">
              Ajoutez les tissus que vous gardez à l&apos;atelier (bazin, wax, soie…) avec les mètres que vous avez :
              vous verrez quand il faut en racheter.
            </Text>
            <ButtonLink to="/user/atelier/fabric/add" size="md" leftSection={<IconPlus size={18} />}>
              Ajouter un tissu
            </ButtonLink>
          </Stack>
        </Card>
      ) : (
        <>
          <Group grow preventGrowOverflow={false} wrap="wrap">
            <TextInput
              size="md"
              placeholder="Chercher un tissu"
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              miw={200}
            />
            <Select
              size="md"
              placeholder="Tous les types"
              clearable
              value={type}
              onChange={setType}
              data={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
              miw={180}
            />
          </Group>
          {shown.length === 0 ? (
            <Text c="dimmed">Aucun tissu ne correspond.</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} data-testid="fabrics-list">
              {shown.map((f) => (
                <FabricCard key={f.id} fabric={f} />
              ))}
            </SimpleGrid>
          )}
        </>
      )}
    </Stack>
  );
}

function FabricCard({ fabric }: { fabric: FabricJson }) {
  const currency = useStoreCurrency();
  const navigate = useNavigate();
  return (
    <UnstyledButton
      onClick={() => void navigate({ to: '/user/atelier/fabric/view/$id', params: { id: fabric.id } })}
      aria-label={`Voir ${fabric.name}`}
    >
      <Card withBorder p="sm" h="100%" data-testid="fabric-card">
        <Group wrap="nowrap" align="flex-start">
          <Photo url={fabric.photoUrl} size={72} />
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {fabric.name}
            </Text>
            {fabric.typeName && (
              <Text size="sm" c="dimmed">
                {fabric.typeName}
              </Text>
            )}
            <Group gap="xs">
              <StockBadge fabric={fabric} />
              {fabric.pricePerMeter !== null && <Text size="sm">{money(fabric.pricePerMeter, currency)}/m</Text>}
            </Group>
          </Stack>
        </Group>
      </Card>
    </UnstyledButton>
  );
}

function Photo({ url, size }: { url: string | null; size: number }) {
  return url ? (
    <Image src={url} alt="" w={size} h={size} radius="sm" fit="cover" style={{ flex: 'none' }} />
  ) : (
    <Card w={size} h={size} p={0} bg="var(--mantine-color-default-hover)" style={{ flex: 'none' }}>
      <Group justify="center" h="100%">
        <IconPhoto size={size / 3} color="var(--mantine-color-dimmed)" />
      </Group>
    </Card>
  );
}

/** /user/atelier/fabric/names: every fabric by name with its metres, the lowest first — the stock sheet. */
export function FabricNamesPage() {
  const fabrics = useQuery(fabricsQuery());
  if (fabrics.isError && !fabrics.data) return <AtelierClosed error={fabrics.error} />;
  const list = [...(fabrics.data ?? [])].sort(
    (a, b) => Number(b.low) - Number(a.low) || a.name.localeCompare(b.name, 'fr'),
  );
  return (
    <Stack maw={900}>
      <div>
        <Title order={2} size="h3">
          Stock des tissus
        </Title>
        <Text c="dimmed" size="sm">
          Chaque tissu par son nom, les mètres qui restent et le seuil où il faut racheter.
        </Text>
      </div>
      {fabrics.data && <LowStockAlert fabrics={fabrics.data} />}
      {!fabrics.data ? (
        <Text c="dimmed">Chargement…</Text>
      ) : list.length === 0 ? (
        <Card withBorder p="xl">
          <Stack align="center" gap="xs">
            <Text fw={600}>Aucun tissu pour le moment.</Text>
            <ButtonLink to="/user/atelier/fabric/add" size="md" leftSection={<IconPlus size={18} />}>
              Ajouter un tissu
            </ButtonLink>
          </Stack>
        </Card>
      ) : (
        <Card withBorder p={0}>
          <Table striped verticalSpacing="sm" data-testid="fabric-names">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Tissu</Table.Th>
                <Table.Th ta="right">Stock</Table.Th>
                <Table.Th ta="right" visibleFrom="xs">
                  Seuil
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((f) => (
                <Table.Tr key={f.id}>
                  <Table.Td>
                    <AnchorLink to="/user/atelier/fabric/view/$id" params={{ id: f.id }} fw={600}>
                      {f.name}
                    </AnchorLink>
                    {f.typeName && (
                      <Text size="xs" c="dimmed">
                        {f.typeName}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">
                    <StockBadge fabric={f} />
                  </Table.Td>
                  <Table.Td ta="right" visibleFrom="xs">
                    {metres(threshold(f))}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      )}
    </Stack>
  );
}

/** /user/atelier/fabric/view/{id}: one fabric, its photo, stock and where it comes from. */
export function FabricPage({ id }: { id: string }) {
  const currency = useStoreCurrency();
  const fabric = useQuery(fabricQuery(id));
  const all = useQuery(fabricsQuery());
  const [confirm, setConfirm] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => apiFetch<{ message: string }>(`/api/atelier/fabrics/${id}`, { method: 'DELETE' }),
    onSuccess: async (answer) => {
      notifications.show({ color: 'teal', message: answer.message });
      await queryClient.invalidateQueries({ queryKey: atelierKeys.all });
      await navigate({ to: '/user/atelier/fabric/list' });
    },
  });
  // Offline, the list kept on the device still knows the fabric.
  const f = fabric.data ?? all.data?.find((x) => x.id === id);
  if (!f) {
    if (fabric.isError) return <AtelierClosed error={fabric.error} />;
    return <Text c="dimmed">Chargement…</Text>;
  }
  return (
    <Stack maw={800}>
      <Group justify="space-between" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {f.name}
          </Title>
          {f.typeName && <Text c="dimmed">{f.typeName}</Text>}
        </div>
        <Group gap="xs">
          <ButtonLink
            to="/user/atelier/fabric/edit/$id"
            params={{ id }}
            variant="light"
            size="md"
            leftSection={<IconEdit size={18} />}
          >
            Modifier
          </ButtonLink>
          <DeleteButton onClick={() => setConfirm(true)} />
        </Group>
      </Group>
      {f.low && (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} data-testid="fabric-low">
          Bientôt épuisé : il reste {metres(f.stock)}, moins que le seuil de {metres(threshold(f))}.
        </Alert>
      )}
      <Card withBorder p="lg">
        <Group align="flex-start" wrap="wrap">
          <Photo url={f.photoUrl} size={160} />
          <Stack gap="xs" style={{ flex: 1, minWidth: 200 }}>
            <Group gap="xs">
              <Text c="dimmed">Stock :</Text>
              <StockBadge fabric={f} size="lg" />
            </Group>
            <Text>
              <Text span c="dimmed">
                Seuil de stock bas :{' '}
              </Text>
              {metres(threshold(f))}
            </Text>
            <Text>
              <Text span c="dimmed">
                Prix au mètre :{' '}
              </Text>
              {f.pricePerMeter === null ? '—' : money(f.pricePerMeter, currency)}
            </Text>
            <Text>
              <Text span c="dimmed">
                Fournisseur :{' '}
              </Text>
              {f.supplierName ?? '—'}
            </Text>
            {f.note && <Text size="sm">{f.note}</Text>}
          </Stack>
        </Group>
      </Card>
      <ConfirmDelete
        opened={confirm}
        onClose={() => setConfirm(false)}
        title="Supprimer le tissu ?"
        onConfirm={() => remove.mutateAsync()}
      >
        Supprimer « {f.name} » ? Les commandes qui l&apos;utilisent le gardent dans leur description.
      </ConfirmDelete>
    </Stack>
  );
}

/** /user/atelier/fabric/add and /fabric/edit/{id}. */
export function FabricFormPage({ id }: { id?: string }) {
  const fabric = useQuery({ ...fabricQuery(id ?? ''), enabled: Boolean(id) });
  if (id && fabric.isError) return <AtelierClosed error={fabric.error} />;
  if (id && !fabric.data) return <Text c="dimmed">Chargement…</Text>;
  return <FabricForm fabric={fabric.data ?? null} key={fabric.data?.id ?? 'new'} />;
}

function FabricForm({ fabric }: { fabric: FabricJson | null }) {
  const currency = useStoreCurrency();
  const types = useQuery(fabricTypesQuery());
  const suppliers = useQuery(suppliersQuery());
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [photo, setPhoto] = useState<File | null>(null);
  const form = useForm({
    initialValues: {
      name: fabric?.name ?? '',
      typeId: fabric?.typeId ?? null,
      stock: fabric ? String(fabric.stock).replace('.', ',') : '',
      lowStock: fabric?.lowStock == null ? '' : String(fabric.lowStock).replace('.', ','),
      pricePerMeter: fabric?.pricePerMeter == null ? '' : String(fabric.pricePerMeter),
      supplierId: fabric?.supplierId ?? null,
      note: fabric?.note ?? '',
    },
    validate: schemaResolver(fabricSchema, { sync: true }),
  });
  const save = useMutation({
    mutationFn: (values: typeof form.values) => {
      const body = new FormData();
      for (const [k, v] of Object.entries(values)) body.set(k, v ?? '');
      if (photo) body.set('photo', photo);
      return apiFetch<{ message: string; data: FabricJson }>(
        fabric ? `/api/atelier/fabrics/${fabric.id}` : '/api/atelier/fabrics',
        { method: fabric ? 'PUT' : 'POST', body },
      );
    },
    onSuccess: async (answer) => {
      notifications.show({ color: 'teal', message: answer.message });
      await queryClient.invalidateQueries({ queryKey: atelierKeys.all });
      await navigate({ to: '/user/atelier/fabric/view/$id', params: { id: answer.data.id } });
    },
    onError: (error) => form.setErrors(fieldErrorsOf(error)),
  });
  const tooBig = photo !== null && photo.size > FABRIC_PHOTO_MAX_BYTES;

  return (
    <Stack maw={800}>
      <Title order={2} size="h3">
        {fabric ? `Modifier « ${fabric.name} »` : 'Nouveau tissu'}
      </Title>
      <Card withBorder p="lg">
        <form
          onSubmit={form.onSubmit((values) => {
            if (!tooBig) save.mutate(values);
          })}
          noValidate
        >
          <LeaveGuard dirty={() => form.isDirty()} />
          <Stack>
            <TextInput
              size="md"
              label="Nom du tissu"
              placeholder="Bazin riche bleu, wax hollandais…"
              required
              {...form.getInputProps('name')}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <Select
                size="md"
                label="Type"
                placeholder="Choisir"
                clearable
                data={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
                nothingFoundMessage="Ajoutez vos types dans « Types de tissu »"
                {...form.getInputProps('typeId')}
              />
              <Select
                size="md"
                label="Fournisseur"
                placeholder="Choisir"
                clearable
                searchable
                data={(suppliers.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
                {...form.getInputProps('supplierId')}
              />
              <TextInput
                size="md"
                label="Stock (mètres)"
                inputMode="decimal"
                placeholder="12,5"
                {...form.getInputProps('stock')}
              />
              <TextInput
                size="md"
                label={`Prix au mètre (${currencyLabel(currency)})`}
                inputMode="decimal"
                placeholder="3500"
                {...form.getInputProps('pricePerMeter')}
              />
              <TextInput
                size="md"
                label="Seuil de stock bas (mètres)"
                description={`${FABRIC_LOW_STOCK_DEFAULT} m si vous laissez vide`}
                inputMode="decimal"
                {...form.getInputProps('lowStock')}
              />
              <FileInput
                size="md"
                label="Photo"
                description="JPG ou PNG, 5 Mo au maximum"
                placeholder={fabric?.photoUrl ? 'Remplacer la photo' : 'Choisir une photo'}
                accept="image/jpeg,image/png"
                clearable
                value={photo}
                onChange={setPhoto}
                leftSection={<IconPhoto size={16} />}
                error={tooBig ? "L'image ne doit pas dépasser 5 Mo." : form.errors.photo}
              />
            </SimpleGrid>
            <Textarea size="md" label="Note" autosize minRows={2} {...form.getInputProps('note')} />
            <FormFooter save={save} onCancel={() => window.history.back()} />
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
