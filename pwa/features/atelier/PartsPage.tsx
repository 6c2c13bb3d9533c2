import { ActionIcon, Badge, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { atelierPartSchema, type AtelierPartJson } from '#shared/schemas/atelier';
import { apiFetch } from '../../lib/api';
import { messageOf } from '../../lib/form-errors';
import { FormFooter, NamedListPage, useNamedItemSave } from './NamedListPage';
import { moved } from './part-order';
import { atelierKeys, atelierPartsQuery } from './queries';
import { LeaveGuard } from '../../lib/ui/LeaveGuard';

/** /user/atelier/mesurements/measurment-part (and /user/atelier/measurements/parts): the store's measurement parts. */
export function PartsPage() {
  const parts = useQuery(atelierPartsQuery());
  const queryClient = useQueryClient();
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
  const list = parts.data ?? [];
  const ids = list.map((p) => p.id);

  return (
    <NamedListPage
      query={parts}
      title="Mesures"
      description="Les mesures que vous prenez, dans l'ordre où vous les prenez."
      addLabel="Ajouter une mesure"
      empty={{
        title: 'Aucune mesure pour le moment.',
        text: 'Ajoutez les mesures que vous prenez à vos clients : tour de poitrine, taille, longueur boubou…',
      }}
      testIds={{ list: 'parts-list', empty: 'parts-empty', row: 'part-row' }}
      itemKey={(p) => p.id}
      itemName={(p) => p.name}
      renderItem={(p, i) => (
        <Group gap="sm" wrap="nowrap">
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
              <Text size="sm" c="dimmed">
                {p.note}
              </Text>
            )}
          </div>
        </Group>
      )}
      extraActions={(p, i) => (
        <>
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
        </>
      )}
      modal={{ addTitle: 'Nouvelle mesure', editTitle: 'Modifier la mesure' }}
      renderForm={(part, done) => <PartForm part={part} onDone={done} />}
      remove={{
        title: 'Supprimer la mesure ?',
        text: (p) => `Supprimer « ${p.name} » ? Les modèles qui l'utilisent ne la demanderont plus.`,
        path: (p) => `/api/atelier/parts/${p.id}`,
      }}
    />
  );
}

function PartForm({ part, onDone }: { part: AtelierPartJson | null; onDone: () => void }) {
  const form = useForm({
    initialValues: { name: part?.name ?? '', unit: part?.unit ?? 'cm', note: part?.note ?? '' },
    validate: schemaResolver(atelierPartSchema, { sync: true }),
  });
  const save = useNamedItemSave<typeof form.values>({ form, path: '/api/atelier/parts', id: part?.id ?? null, onDone });
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <LeaveGuard dirty={() => form.isDirty()} />
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
        <FormFooter save={save} onCancel={onDone} />
      </Stack>
    </form>
  );
}
