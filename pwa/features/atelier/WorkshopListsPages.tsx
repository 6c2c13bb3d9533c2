import { Badge, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import {
  namedItemSchema,
  serviceSchema,
  type NamedItemJson,
  type ServiceJson,
} from '#shared/schemas/atelier-resources';
import { currencyLabel, money, useStoreCurrency } from '../../lib/money';
import { FormFooter, NamedListPage, useNamedItemSave } from './NamedListPage';
import { fabricTypesQuery, servicesQuery, supplierTypesQuery } from './queries';
import { LeaveGuard } from '../../lib/ui/LeaveGuard';

/** The form of a type: its name only. */
function TypeForm({
  item,
  path,
  label,
  placeholder,
  onDone,
}: {
  item: NamedItemJson | null;
  path: string;
  label: string;
  placeholder: string;
  onDone: () => void;
}) {
  const form = useForm({
    initialValues: { name: item?.name ?? '' },
    validate: schemaResolver(namedItemSchema, { sync: true }),
  });
  const save = useNamedItemSave<typeof form.values>({ form, path, id: item?.id ?? null, onDone });
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <LeaveGuard dirty={() => form.isDirty()} />
      <Stack>
        <TextInput
          size="md"
          label={label}
          placeholder={placeholder}
          required
          {...form.getInputProps('name')}
          data-autofocus
        />
        <FormFooter save={save} onCancel={onDone} />
      </Stack>
    </form>
  );
}

const countLabel = (n: number, one: string, many: string) => (n === 0 ? `Aucun ${one}` : `${n} ${n > 1 ? many : one}`);

/** /user/atelier/fabric/type: the kinds of fabric (bazin, wax, soie, lin…). */
export function FabricTypesPage() {
  const types = useQuery(fabricTypesQuery());
  return (
    <NamedListPage
      query={types}
      title="Types de tissu"
      description="Pour ranger vos tissus : bazin, wax, soie, lin…"
      addLabel="Ajouter un type"
      empty={{
        title: 'Aucun type de tissu pour le moment.',
        text: 'Ajoutez les sortes de tissu que vous gardez en stock : bazin, wax, soie, lin…',
      }}
      testIds={{ list: 'fabric-types-list', empty: 'fabric-types-empty', row: 'fabric-type-row' }}
      itemKey={(t) => t.id}
      itemName={(t) => t.name}
      renderItem={(t) => (
        <Group gap="sm">
          <Text fw={600}>{t.name}</Text>
          <Badge variant="light" tt="none">
            {countLabel(t.count, 'tissu', 'tissus')}
          </Badge>
        </Group>
      )}
      modal={{ addTitle: 'Nouveau type de tissu', editTitle: 'Modifier le type de tissu' }}
      renderForm={(item, done) => (
        <TypeForm
          item={item}
          path="/api/atelier/fabric-types"
          label="Nom du type"
          placeholder="Bazin, wax, soie…"
          onDone={done}
        />
      )}
      remove={{
        title: 'Supprimer le type ?',
        text: (t) => `Supprimer « ${t.name} » ? Les tissus de ce type restent, sans type.`,
        path: (t) => `/api/atelier/fabric-types/${t.id}`,
      }}
    />
  );
}

/** /user/atelier/supplier/supplier-type: the kinds of supplier (grossiste, marché, importateur…). */
export function SupplierTypesPage() {
  const types = useQuery(supplierTypesQuery());
  return (
    <NamedListPage
      query={types}
      title="Types de fournisseur"
      description="Pour ranger vos fournisseurs : grossiste, marché, importateur, mercerie…"
      addLabel="Ajouter un type"
      empty={{
        title: 'Aucun type de fournisseur pour le moment.',
        text: 'Ajoutez les sortes de fournisseurs chez qui vous achetez : grossiste, marché, mercerie…',
      }}
      testIds={{ list: 'supplier-types-list', empty: 'supplier-types-empty', row: 'supplier-type-row' }}
      itemKey={(t) => t.id}
      itemName={(t) => t.name}
      renderItem={(t) => (
        <Group gap="sm">
          <Text fw={600}>{t.name}</Text>
          <Badge variant="light" tt="none">
            {countLabel(t.count, 'fournisseur', 'fournisseurs')}
          </Badge>
        </Group>
      )}
      modal={{ addTitle: 'Nouveau type de fournisseur', editTitle: 'Modifier le type de fournisseur' }}
      renderForm={(item, done) => (
        <TypeForm
          item={item}
          path="/api/atelier/supplier-types"
          label="Nom du type"
          placeholder="Grossiste, mercerie…"
          onDone={done}
        />
      )}
      remove={{
        title: 'Supprimer le type ?',
        text: (t) => `Supprimer « ${t.name} » ? Les fournisseurs de ce type restent, sans type.`,
        path: (t) => `/api/atelier/supplier-types/${t.id}`,
      }}
    />
  );
}

/** /user/atelier/services and /user/atelier/settings/services: priced services an order can carry. */
export function ServicesPage() {
  const currency = useStoreCurrency();
  const services = useQuery(servicesQuery());
  return (
    <NamedListPage
      query={services}
      title="Services"
      description="Les travaux que vous facturez à part : retouche, ourlet, broderie… Ajoutez-les à une commande, leur prix s'ajoute au total."
      addLabel="Ajouter un service"
      empty={{
        title: 'Aucun service pour le moment.',
        text: 'Ajoutez les travaux que vous facturez : retouche, ourlet, broderie, pose de boutons…',
      }}
      testIds={{ list: 'services-list', empty: 'services-empty', row: 'service-row' }}
      itemKey={(s) => s.id}
      itemName={(s) => s.name}
      renderItem={(s) => (
        <Group gap="sm" justify="space-between" wrap="nowrap">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {s.name}
          </Text>
          <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
            {money(s.price, currency)}
          </Text>
        </Group>
      )}
      modal={{ addTitle: 'Nouveau service', editTitle: 'Modifier le service' }}
      renderForm={(item, done) => <ServiceForm item={item} onDone={done} />}
      remove={{
        title: 'Supprimer le service ?',
        text: (s) => `Supprimer « ${s.name} » ? Les commandes qui l'ont déjà le gardent.`,
        path: (s) => `/api/atelier/services/${s.id}`,
      }}
    />
  );
}

function ServiceForm({ item, onDone }: { item: ServiceJson | null; onDone: () => void }) {
  const currency = useStoreCurrency();
  const form = useForm({
    initialValues: { name: item?.name ?? '', price: item ? String(item.price) : '' },
    validate: schemaResolver(serviceSchema, { sync: true }),
  });
  const save = useNamedItemSave<typeof form.values>({
    form,
    path: '/api/atelier/services',
    id: item?.id ?? null,
    onDone,
  });
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <LeaveGuard dirty={() => form.isDirty()} />
      <Stack>
        <TextInput
          size="md"
          label="Nom du service"
          placeholder="Retouche, ourlet, broderie…"
          required
          {...form.getInputProps('name')}
          data-autofocus
        />
        <TextInput
          size="md"
          label={`Prix (${currencyLabel(currency)})`}
          inputMode="decimal"
          placeholder="2000"
          required
          {...form.getInputProps('price')}
        />
        <FormFooter save={save} onCancel={onDone} />
      </Stack>
    </form>
  );
}
