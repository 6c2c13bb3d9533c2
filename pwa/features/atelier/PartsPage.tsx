import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconArrowDown, IconArrowUp, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { atelierPartSchema, type AtelierPartJson } from '#shared/schemas/atelier';
import { apiFetch } from '../../lib/api';
import { fieldErrorsOf, messageOf } from '../../lib/form-errors';
import { AtelierClosed } from './AtelierClosed';
import { moved } from './part-order';
import { atelierKeys, atelierPartsQuery } from './queries';

type Target = { kind: 'add' } | { kind: 'edit'; part: AtelierPartJson };

/** /user/atelier/mesurements/measurment-part (and /user/atelier/measurements/parts): the store's measurement parts. */
export function PartsPage() {
  const parts = useQuery(atelierPartsQuery());
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<Target | null>(null);
  const [toDelete, setToDelete] = useState<AtelierPartJson | null>(null);
  const reorder = useMutation({
    mutationFn: (ids: string[]) =>
      apiFetch<{ data: AtelierPartJson[] }>('/api/atelier/parts/order', { method: 'PUT', body: { ids } }),
    onMutate: (ids) => {
      const previous = queryClient.getQueryData<AtelierPartJson[]>(atelierKeys.parts);
      if (previous) {
        const byId = new Map(previous.map((p) => [p.id, p]));
        queryClient.setQueryData(atelierKeys.parts, ids.map((id) => byId.get(id)!).filter(Boolean));
      }
      return { previous };
    },
    onError: (error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(atelierKeys.parts, context.previous);
      notifications.show({ color: 'red', message: messageOf(error) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: atelierKeys.all }),
  });

  if (parts.isError && !parts.data) return <AtelierClosed error={parts.error} />;
  const list = parts.data;
  const ids = list?.map((p) => p.id) ?? [];

  return (
    <Stack maw={900}>
      <Group justify="space-between">
        <div>
          <Title order={2} size="h3">
            Mesures
          </Title>
          <Text c="dimmed" size="sm">
            Les mesures que vous prenez, dans l&apos;ordre où vous les prenez.
          </Text>
        </div>
        <Button size="md" leftSection={<IconPlus size={18} />} onClick={() => setTarget({ kind: 'add' })}>
          Ajouter une mesure
        </Button>
      </Group>
      {!list ? (
        <Text c="dimmed">Chargement…</Text>
      ) : list.length === 0 ? (
        <Card withBorder p="xl" data-testid="parts-empty">
          <Stack align="center" gap="xs">
            <Text fw={600}>Aucune mesure pour le moment.</Text>
            <Text c="dimmed" ta="center">
              Ajoutez les mesures que vous prenez à vos clients : tour de poitrine, taille, longueur boubou…
            </Text>
            <Button size="md" leftSection={<IconPlus size={18} />} onClick={() => setTarget({ kind: 'add' })}>
              Ajouter une mesure
            </Button>
          </Stack>
        </Card>
      ) : (
        <Stack gap="xs" data-testid="parts-list">
          {list.map((p, i) => (
            <Card key={p.id} withBorder p="sm" data-testid="part-row">
              <Group justify="space-between" wrap="nowrap" align="center">
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <Text c="dimmed" w={24} ta="right">
                    {i + 1}
                  </Text>
                  <div style={{ minWidth: 0 }}>
                    <Group gap={6}>
                      <Text fw={600}>{p.name}</Text>
                      <Badge variant="light" size="sm" tt="none">
                        {p.unit}
                      </Badge>
                    </Group>
                    {p.note && (
                      <Text size="sm" c="dimmed" lineClamp={2}>
                        {p.note}
                      </Text>
                    )}
                  </div>
                </Group>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    size="lg"
                    variant="subtle"
                    aria-label={`Monter ${p.name}`}
                    disabled={i === 0 || reorder.isPending}
                    onClick={() => reorder.mutate(moved(ids, i, -1))}
                  >
                    <IconArrowUp size={20} />
                  </ActionIcon>
                  <ActionIcon
                    size="lg"
                    variant="subtle"
                    aria-label={`Descendre ${p.name}`}
                    disabled={i === list.length - 1 || reorder.isPending}
                    onClick={() => reorder.mutate(moved(ids, i, 1))}
                  >
                    <IconArrowDown size={20} />
                  </ActionIcon>
                  <ActionIcon
                    size="lg"
                    variant="subtle"
                    aria-label={`Modifier ${p.name}`}
                    onClick={() => setTarget({ kind: 'edit', part: p })}
                  >
                    <IconEdit size={20} />
                  </ActionIcon>
                  <ActionIcon
                    size="lg"
                    variant="subtle"
                    color="red"
                    aria-label={`Supprimer ${p.name}`}
                    onClick={() => setToDelete(p)}
                  >
                    <IconTrash size={20} />
                  </ActionIcon>
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      <Modal
        opened={target !== null}
        onClose={() => setTarget(null)}
        title={target?.kind === 'edit' ? 'Modifier la mesure' : 'Nouvelle mesure'}
        centered
      >
        {target && (
          <PartForm
            target={target}
            onDone={() => setTarget(null)}
            key={target.kind === 'edit' ? target.part.id : 'add'}
          />
        )}
      </Modal>
      <DeletePartModal part={toDelete} onClose={() => setToDelete(null)} />
    </Stack>
  );
}

function PartForm({ target, onDone }: { target: Target; onDone: () => void }) {
  const queryClient = useQueryClient();
  const part = target.kind === 'edit' ? target.part : null;
  const form = useForm({
    initialValues: { name: part?.name ?? '', unit: part?.unit ?? 'cm', note: part?.note ?? '' },
    validate: schemaResolver(atelierPartSchema, { sync: true }),
  });
  const save = useMutation({
    mutationFn: (values: typeof form.values) =>
      part
        ? apiFetch<{ message: string }>(`/api/atelier/parts/${part.id}`, { method: 'PUT', body: values })
        : apiFetch<{ message: string }>('/api/atelier/parts', { method: 'POST', body: values }),
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
        <TextInput size="md" label="Nom de la mesure" required {...form.getInputProps('name')} data-autofocus />
        <TextInput size="md" label="Unité" description="cm si vous laissez vide" {...form.getInputProps('unit')} />
        <Textarea
          size="md"
          label="Comment la prendre"
          placeholder="Par exemple : mètre à plat, au plus fort de la poitrine"
          autosize
          minRows={2}
          {...form.getInputProps('note')}
        />
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

function DeletePartModal({ part, onClose }: { part: AtelierPartJson | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (p: AtelierPartJson) =>
      apiFetch<{ message: string }>(`/api/atelier/parts/${p.id}`, { method: 'DELETE' }),
    onSuccess: async (answer) => {
      notifications.show({ color: 'teal', message: answer.message });
      await queryClient.invalidateQueries({ queryKey: atelierKeys.all });
      onClose();
    },
  });
  return (
    <Modal opened={part !== null} onClose={onClose} title="Supprimer la mesure ?" centered>
      {part && (
        <Stack>
          <Text>Supprimer « {part.name} » ? Les modèles qui l&apos;utilisent ne la demanderont plus.</Text>
          {remove.isError && <Alert color="red">{messageOf(remove.error)}</Alert>}
          <Group justify="flex-end">
            <Button size="md" variant="default" onClick={onClose}>
              Annuler
            </Button>
            <Button size="md" color="red" onClick={() => remove.mutate(part)} loading={remove.isPending}>
              Supprimer
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
