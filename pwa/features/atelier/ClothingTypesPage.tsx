import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Chip,
  Group,
  Input,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clothingTypeSchema, type AtelierPartJson, type ClothingTypeJson } from '#shared/schemas/atelier';
import { apiFetch } from '../../lib/api';
import { fieldErrorsOf, messageOf } from '../../lib/form-errors';
import { AnchorLink } from '../../lib/ui/links';
import { AtelierClosed } from './AtelierClosed';
import { frenchNumber } from './part-order';
import { atelierKeys, atelierPartsQuery, clothingTypesQuery } from './queries';

type Target = { kind: 'add' } | { kind: 'edit'; type: ClothingTypeJson };

/** /user/atelier/settings/chlothe-types: the clothing models, with the measurements each needs. */
export function ClothingTypesPage() {
  const types = useQuery(clothingTypesQuery());
  const parts = useQuery(atelierPartsQuery());
  const [target, setTarget] = useState<Target | null>(null);
  const [toDelete, setToDelete] = useState<ClothingTypeJson | null>(null);

  if (types.isError && !types.data) return <AtelierClosed error={types.error} />;
  const list = types.data;

  return (
    <Stack maw={1000}>
      <Group justify="space-between">
        <div>
          <Title order={2} size="h3">
            Modèles de vêtements
          </Title>
          <Text c="dimmed" size="sm">
            Ce que vous cousez, les mesures à prendre pour chacun, son prix et le tissu qu&apos;il demande.
          </Text>
        </div>
        <Button size="md" leftSection={<IconPlus size={18} />} onClick={() => setTarget({ kind: 'add' })}>
          Ajouter un modèle
        </Button>
      </Group>
      {!list ? (
        <Text c="dimmed">Chargement…</Text>
      ) : list.length === 0 ? (
        <Card withBorder p="xl" data-testid="clothing-types-empty">
          <Stack align="center" gap="xs">
            <Text fw={600}>Aucun modèle pour le moment.</Text>
            <Text c="dimmed" ta="center">
              Ajoutez les vêtements que vous cousez (boubou, complet pagne, chemise, robe, pantalon…) et choisissez les
              mesures à prendre pour chacun.
            </Text>
            <Button size="md" leftSection={<IconPlus size={18} />} onClick={() => setTarget({ kind: 'add' })}>
              Ajouter un modèle
            </Button>
          </Stack>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="clothing-types-list">
          {list.map((type) => (
            <Card key={type.id} withBorder p="md" data-testid="clothing-type-card">
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={700} size="lg">
                    {type.name}
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      size="lg"
                      variant="subtle"
                      aria-label={`Modifier ${type.name}`}
                      onClick={() => setTarget({ kind: 'edit', type })}
                    >
                      <IconEdit size={20} />
                    </ActionIcon>
                    <ActionIcon
                      size="lg"
                      variant="subtle"
                      color="red"
                      aria-label={`Supprimer ${type.name}`}
                      onClick={() => setToDelete(type)}
                    >
                      <IconTrash size={20} />
                    </ActionIcon>
                  </Group>
                </Group>
                <Group gap="lg">
                  <Text size="sm">
                    Prix : <b>{type.defaultPrice === null ? '—' : frenchNumber(type.defaultPrice)}</b>
                  </Text>
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
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <Modal
        opened={target !== null}
        onClose={() => setTarget(null)}
        title={target?.kind === 'edit' ? 'Modifier le modèle' : 'Nouveau modèle'}
        size="lg"
        centered
      >
        {target && (
          <ClothingTypeForm
            target={target}
            parts={parts.data ?? []}
            onDone={() => setTarget(null)}
            key={target.kind === 'edit' ? target.type.id : 'add'}
          />
        )}
      </Modal>
      <DeleteClothingTypeModal type={toDelete} onClose={() => setToDelete(null)} />
    </Stack>
  );
}

function ClothingTypeForm({ target, parts, onDone }: { target: Target; parts: AtelierPartJson[]; onDone: () => void }) {
  const queryClient = useQueryClient();
  const type = target.kind === 'edit' ? target.type : null;
  const form = useForm({
    initialValues: {
      name: type?.name ?? '',
      partIds: type?.parts.map((p) => p.id) ?? [],
      defaultPrice: type?.defaultPrice == null ? '' : String(type.defaultPrice),
      fabricLength: type?.fabricLength == null ? '' : String(type.fabricLength),
    },
    validate: schemaResolver(clothingTypeSchema, { sync: true }),
  });
  const save = useMutation({
    mutationFn: (values: typeof form.values) =>
      type
        ? apiFetch<{ message: string }>(`/api/atelier/clothing-types/${type.id}`, { method: 'PUT', body: values })
        : apiFetch<{ message: string }>('/api/atelier/clothing-types', { method: 'POST', body: values }),
    onSuccess: async (answer) => {
      notifications.show({ color: 'teal', message: answer.message });
      await queryClient.invalidateQueries({ queryKey: atelierKeys.all });
      onDone();
    },
    onError: (error) => form.setErrors(fieldErrorsOf(error)),
  });
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
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
          <TextInput
            size="md"
            label="Prix par défaut"
            inputMode="decimal"
            placeholder="15000"
            {...form.getInputProps('defaultPrice')}
          />
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
        {save.isError && !Object.keys(fieldErrorsOf(save.error)).length && (
          <Alert color="red">{messageOf(save.error)}</Alert>
        )}
        <Group justify="flex-end">
          <Button size="md" variant="default" onClick={onDone}>
            Annuler
          </Button>
          <Button size="md" type="submit" loading={save.isPending}>
            Enregistrer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function DeleteClothingTypeModal({ type, onClose }: { type: ClothingTypeJson | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (t: ClothingTypeJson) =>
      apiFetch<{ message: string }>(`/api/atelier/clothing-types/${t.id}`, { method: 'DELETE' }),
    onSuccess: async (answer) => {
      notifications.show({ color: 'teal', message: answer.message });
      await queryClient.invalidateQueries({ queryKey: atelierKeys.all });
      onClose();
    },
  });
  return (
    <Modal opened={type !== null} onClose={onClose} title="Supprimer le modèle ?" centered>
      {type && (
        <Stack>
          <Text>Supprimer « {type.name} » ?</Text>
          {remove.isError && <Alert color="red">{messageOf(remove.error)}</Alert>}
          <Group justify="flex-end">
            <Button size="md" variant="default" onClick={onClose}>
              Annuler
            </Button>
            <Button size="md" color="red" onClick={() => remove.mutate(type)} loading={remove.isPending}>
              Supprimer
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
