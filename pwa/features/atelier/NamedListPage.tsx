import { useState, type ReactNode } from 'react';
import { ActionIcon, Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Modal } from '../../lib/ui/LazyModal';
import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { fieldErrorsOf, messageOf } from '../../lib/form-errors';
import { ConfirmDelete, DeleteIcon } from '../../lib/ui/DeleteAction';
import { AtelierClosed } from './AtelierClosed';
import { atelierKeys } from './queries';

/**
 * The shell of every "named list of the store" screen of the atelier (measurement parts, clothing models, fabric
 * types, supplier types, services, transaction categories…): a title, an add button, the list (rows or cards), an
 * empty state saying what to do, one modal to add or edit an item (its form is the screen's own) and a confirmation
 * before deleting. The screen gives only what differs: its words, how an item looks, its form and its API path.
 */
export type NamedListPageProps<T> = {
  /** The list's query: while it has no data 'Chargement…'; refused with no data → AtelierClosed (or `closed`). */
  query: UseQueryResult<T[]>;
  title: string;
  description?: ReactNode;
  /** « Ajouter une mesure »: the header's button and the empty state's. */
  addLabel: string;
  empty: { title: string; text: ReactNode };
  /** data-testid of the list, of the empty state and of each row or card. */
  testIds: { list: string; empty: string; row: string };
  itemKey: (item: T) => string;
  itemName: (item: T) => string;
  /** 'rows' (one line each, actions at the end) or 'cards' (two columns on a tablet, the name as the card's title). */
  layout?: 'rows' | 'cards';
  /** The item's content: a whole row's left side, or a card's body under its title. */
  renderItem: (item: T, index: number) => ReactNode;
  /** More action icons before « Modifier » (e.g. move up/down). */
  extraActions?: (item: T, index: number) => ReactNode;
  /** Items without « Modifier » / « Supprimer » (e.g. a built-in entry). */
  readOnly?: (item: T) => boolean;
  modal: { addTitle: string; editTitle: string; size?: string };
  /** The add/edit form (null = add); it calls `done` once saved or cancelled. See useNamedItemSave and FormFooter. */
  renderForm: (item: T | null, done: () => void) => ReactNode;
  remove: {
    title: string;
    text: (item: T) => ReactNode;
    /** The DELETE path of an item, e.g. `/api/atelier/parts/${id}`. */
    path: (item: T) => string;
    /** What to refetch after deleting (default: every atelier query). */
    invalidate?: QueryKey;
  };
  /** Shown when the query is refused with no data (default: AtelierClosed). */
  closed?: (error: unknown) => ReactNode;
  /** Something between the header and the list (a warning, filters…). */
  banner?: ReactNode;
  maw?: number;
};

type Target<T> = { kind: 'add' } | { kind: 'edit'; item: T };

export function NamedListPage<T>(props: NamedListPageProps<T>) {
  const { query, layout = 'rows', testIds } = props;
  const [target, setTarget] = useState<Target<T> | null>(null);
  const [toDelete, setToDelete] = useState<T | null>(null);

  if (query.isError && !query.data)
    return props.closed ? props.closed(query.error) : <AtelierClosed error={query.error} />;
  const list = query.data;
  const add = () => setTarget({ kind: 'add' });

  const actions = (item: T, index: number) => (
    <Group gap={4} wrap="nowrap">
      {props.extraActions?.(item, index)}
      {!props.readOnly?.(item) && (
        <>
          <ActionIcon
            size="lg"
            variant="subtle"
            aria-label={`Modifier ${props.itemName(item)}`}
            onClick={() => setTarget({ kind: 'edit', item })}
          >
            <IconEdit size={20} />
          </ActionIcon>
          <DeleteIcon label={`Supprimer ${props.itemName(item)}`} onClick={() => setToDelete(item)} />
        </>
      )}
    </Group>
  );

  return (
    <Stack maw={props.maw ?? (layout === 'cards' ? 1000 : 900)}>
      <Group justify="space-between">
        <div>
          <Title order={2} size="h3">
            {props.title}
          </Title>
          {props.description && (
            <Text c="dimmed" size="sm">
              {props.description}
            </Text>
          )}
        </div>
        <Button size="md" leftSection={<IconPlus size={18} />} onClick={add}>
          {props.addLabel}
        </Button>
      </Group>
      {props.banner}
      {!list ? (
        <Text c="dimmed">Chargement…</Text>
      ) : list.length === 0 ? (
        <Card withBorder p="xl" data-testid={testIds.empty}>
          <Stack align="center" gap="xs">
            <Text fw={600}>{props.empty.title}</Text>
            <Text c="dimmed" ta="center">
              {props.empty.text}
            </Text>
            <Button size="md" leftSection={<IconPlus size={18} />} onClick={add}>
              {props.addLabel}
            </Button>
          </Stack>
        </Card>
      ) : layout === 'cards' ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid={testIds.list}>
          {list.map((item, i) => (
            <Card key={props.itemKey(item)} withBorder p="md" data-testid={testIds.row}>
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Text fw={700} size="lg" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    {props.itemName(item)}
                  </Text>
                  {actions(item, i)}
                </Group>
                {props.renderItem(item, i)}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      ) : (
        <Stack gap="xs" data-testid={testIds.list}>
          {list.map((item, i) => (
            <Card key={props.itemKey(item)} withBorder p="sm" data-testid={testIds.row}>
              <Group justify="space-between" wrap="nowrap" align="center">
                <div style={{ minWidth: 0, flex: 1 }}>{props.renderItem(item, i)}</div>
                {actions(item, i)}
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      <Modal
        opened={target !== null}
        onClose={() => setTarget(null)}
        title={target?.kind === 'edit' ? props.modal.editTitle : props.modal.addTitle}
        size={props.modal.size}
        centered
      >
        {target && (
          <div key={target.kind === 'edit' ? props.itemKey(target.item) : 'add'}>
            {props.renderForm(target.kind === 'edit' ? target.item : null, () => setTarget(null))}
          </div>
        )}
      </Modal>
      <ConfirmDeleteModal item={toDelete} onClose={() => setToDelete(null)} {...props.remove} />
    </Stack>
  );
}

function ConfirmDeleteModal<T>({
  item,
  onClose,
  title,
  text,
  path,
  invalidate,
}: NamedListPageProps<T>['remove'] & { item: T | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (it: T) => apiFetch<{ message: string }>(path(it), { method: 'DELETE' }),
    onSuccess: async (answer) => {
      notifications.show({ color: 'teal', message: answer.message });
      await queryClient.invalidateQueries({ queryKey: invalidate ?? atelierKeys.all });
    },
  });
  return (
    <ConfirmDelete
      opened={item !== null}
      onClose={onClose}
      title={title}
      onConfirm={() => (item !== null ? remove.mutateAsync(item) : undefined)}
    >
      {item !== null && text(item)}
    </ConfirmDelete>
  );
}

/**
 * The save of a named list's form: POST `path` to add, PUT `path/{id}` to edit; the server's message as a toast, its
 * 422 field errors on the form's fields, the lists refetched, then `onDone`.
 */
export function useNamedItemSave<V>({
  form,
  path,
  id,
  onDone,
  invalidate,
  body,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturnType<any>;
  path: string;
  /** The edited item's id (null to add). */
  id: string | null;
  onDone: () => void;
  invalidate?: QueryKey;
  /** The request body from the form's values (default: the values as they are). */
  body?: (values: V) => unknown;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: V) =>
      apiFetch<{ message: string }>(id ? `${path}/${id}` : path, {
        method: id ? 'PUT' : 'POST',
        body: body ? body(values) : values,
      }),
    onSuccess: async (answer) => {
      notifications.show({ color: 'teal', message: answer.message });
      await queryClient.invalidateQueries({ queryKey: invalidate ?? atelierKeys.all });
      onDone();
    },
    onError: (error) => form.setErrors(fieldErrorsOf(error)),
  });
}

/** The end of a named list's form: the refusal that is not about one field, « Annuler » and « Enregistrer ». */
export function FormFooter({
  save,
  onCancel,
}: {
  save: { isError: boolean; isPending: boolean; error: unknown };
  onCancel: () => void;
}) {
  return (
    <>
      {save.isError && !Object.keys(fieldErrorsOf(save.error)).length && (
        <Alert color="red">{messageOf(save.error)}</Alert>
      )}
      <Group justify="flex-end">
        <Button size="md" variant="default" onClick={onCancel}>
          Annuler
        </Button>
        <Button size="md" type="submit" loading={save.isPending}>
          Enregistrer
        </Button>
      </Group>
    </>
  );
}
