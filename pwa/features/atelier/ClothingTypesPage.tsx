import { Badge, Chip, Group, Input, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { clothingTypeSchema, type AtelierPartJson, type ClothingTypeJson } from '#shared/schemas/atelier';
import { AnchorLink } from '../../lib/ui/links';
import { useSeesAmounts } from '../../lib/amounts';
import { FormFooter, NamedListPage, useNamedItemSave } from './NamedListPage';
import { frenchNumber } from './part-order';
import { atelierPartsQuery, clothingTypesQuery } from './queries';
import { LeaveGuard } from '../../lib/ui/LeaveGuard';

/** /user/atelier/settings/chlothe-types: the clothing models, with the measurements each needs. */
export function ClothingTypesPage() {
  const types = useQuery(clothingTypesQuery());
  const parts = useQuery(atelierPartsQuery());
  // A role without the money permission sees no price; the server sends none either.
  const amounts = useSeesAmounts();
  return (
    <NamedListPage
      query={types}
      layout="cards"
      title="Modèles de vêtements"
      description={
        amounts
          ? "Ce que vous cousez, les mesures à prendre pour chacun, son prix et le tissu qu'il demande."
          : "Ce que vous cousez, les mesures à prendre pour chacun et le tissu qu'il demande."
      }
      addLabel="Ajouter un modèle"
      empty={{
        title: 'Aucun modèle pour le moment.',
        text: 'Ajoutez les vêtements que vous cousez (boubou, complet pagne, chemise, robe, pantalon…) et choisissez les mesures à prendre pour chacun.',
      }}
      testIds={{ list: 'clothing-types-list', empty: 'clothing-types-empty', row: 'clothing-type-card' }}
      itemKey={(t) => t.id}
      itemName={(t) => t.name}
      renderItem={(type) => (
        <>
          <Group gap="lg">
            {amounts && (
              <Text size="sm">
                Prix : <b>{type.defaultPrice == null ? '—' : frenchNumber(type.defaultPrice)}</b>
              </Text>
            )}
            <Text size="sm">
              Tissu : <b>{type.fabricLength === null ? '—' : `${frenchNumber(type.fabricLength)} m`}</b>
            </Text>
          </Group>
          {type.parts.length === 0 ? (
            <Text size="sm" c="dimmed">
              Aucune mesure choisie.
            </Text>
          ) : (
            <Group gap={6}>
              {type.parts.map((p) => (
                <Badge key={p.id} variant="light" tt="none">
                  {p.name}
                </Badge>
              ))}
            </Group>
          )}
        </>
      )}
      modal={{ addTitle: 'Nouveau modèle', editTitle: 'Modifier le modèle', size: 'lg' }}
      renderForm={(type, done) => (
        <ClothingTypeForm type={type} parts={parts.data ?? []} amounts={amounts} onDone={done} />
      )}
      remove={{
        title: 'Supprimer le modèle ?',
        text: (t) => `Supprimer « ${t.name} » ?`,
        path: (t) => `/api/atelier/clothing-types/${t.id}`,
      }}
    />
  );
}

function ClothingTypeForm({
  type,
  parts,
  amounts,
  onDone,
}: {
  type: ClothingTypeJson | null;
  parts: AtelierPartJson[];
  amounts: boolean;
  onDone: () => void;
}) {
  const form = useForm({
    initialValues: {
      name: type?.name ?? '',
      partIds: type?.parts.map((p) => p.id) ?? [],
      defaultPrice: type?.defaultPrice == null ? '' : String(type.defaultPrice),
      fabricLength: type?.fabricLength == null ? '' : String(type.fabricLength),
    },
    validate: schemaResolver(clothingTypeSchema, { sync: true }),
  });
  const save = useNamedItemSave<typeof form.values>({
    form,
    path: '/api/atelier/clothing-types',
    id: type?.id ?? null,
    onDone,
  });
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <LeaveGuard dirty={() => form.isDirty()} />
      <Stack>
        <TextInput
          size="md"
          label="Nom du modèle"
          placeholder="Boubou, complet pagne, chemise…"
          required
          {...form.getInputProps('name')}
          data-autofocus
        />
        <Group grow align="flex-start">
          {amounts && (
            <TextInput
              size="md"
              label="Prix par défaut"
              inputMode="decimal"
              placeholder="15000"
              {...form.getInputProps('defaultPrice')}
            />
          )}
          <TextInput
            size="md"
            label="Tissu (mètres)"
            inputMode="decimal"
            placeholder="4,5"
            {...form.getInputProps('fabricLength')}
          />
        </Group>
        <Input.Wrapper label="Mesures à prendre" error={form.errors.partIds}>
          {parts.length === 0 ? (
            <Text size="sm" c="dimmed">
              Vous n&apos;avez pas encore de mesures.{' '}
              <AnchorLink to="/user/atelier/mesurements/measurment-part">Ajoutez-en d&apos;abord</AnchorLink>.
            </Text>
          ) : (
            <Chip.Group multiple value={form.values.partIds} onChange={(ids) => form.setFieldValue('partIds', ids)}>
              <Group gap="xs" mt={6} data-testid="clothing-type-parts">
                {parts.map((p) => (
                  <Chip key={p.id} value={p.id} size="md">
                    {p.name}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          )}
        </Input.Wrapper>
        <FormFooter save={save} onCancel={onDone} />
      </Stack>
    </form>
  );
}
