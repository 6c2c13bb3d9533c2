import { useState } from 'react';
import { ActionIcon, Alert, Button, Card, Group, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { Modal } from '../../lib/ui/LazyModal';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { categorySchema, type CategoryJson } from '#shared/schemas/catalog';
import { apiFetch } from '../../lib/api';
import { fieldErrorsOf, messageOf } from '../../lib/form-errors';
import { AnchorLink } from '../../lib/ui/links';
import { ConfirmDelete, DeleteIcon } from '../../lib/ui/DeleteAction';
import { afterCatalogWrite, useCategories } from './queries';
import { LeaveGuard } from '../../lib/ui/LeaveGuard';

type Target = { kind: 'add' } | { kind: 'edit'; category: CategoryJson };

/** /user/products/category: the categories with their product counts; add, rename, describe, delete. */
export function CategoriesPage() {
  const categories = useCategories();
  const [target, setTarget] = useState<Target | null>(null);
  const [toDelete, setToDelete] = useState<CategoryJson | null>(null);

  return (
    <Stack>
      <Group justify="space-between">
        <div>
          <AnchorLink to="/user/products" size="sm">
            ← Produits
          </AnchorLink>
          <Title order={2} size="h3">
            Catégories
          </Title>
        </div>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setTarget({ kind: 'add' })}>
          Ajouter une catégorie
        </Button>
      </Group>
      {categories.isError && !categories.data ? (
        <Alert color="red">{messageOf(categories.error)}</Alert>
      ) : !categories.data ? (
        <Text c="dimmed">Chargement…</Text>
      ) : categories.data.length === 0 ? (
        <Card withBorder p="xl" data-testid="categories-empty">
          <Stack align="center" gap="xs">
            <Text fw={600}>Aucune catégorie pour le moment.</Text>
            <Text c="dimmed" ta="center">
              Les catégories rangent vos produits sur la boutique en ligne (par exemple « Robes », « Pagnes », «
              Accessoires »).
            </Text>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setTarget({ kind: 'add' })}>
              Ajouter une catégorie
            </Button>
          </Stack>
        </Card>
      ) : (
        <Table.ScrollContainer minWidth={300}>
          <Table striped data-testid="categories-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Catégorie</Table.Th>
                <Table.Th>Produits</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {categories.data.map((c) => (
                <Table.Tr key={c.id} data-testid="category-row">
                  <Table.Td>
                    <Text fw={600}>{c.name}</Text>
                    {c.description && (
                      <Text size="sm" c="dimmed">
                        {c.description}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <AnchorLink to="/user/products" search={{ category: c.id }}>
                      {c.productCount ?? 0}
                    </AnchorLink>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Modifier ${c.name}`}
                        onClick={() => setTarget({ kind: 'edit', category: c })}
                      >
                        <IconEdit size={16} />
                      </ActionIcon>
                      <DeleteIcon label={`Supprimer ${c.name}`} onClick={() => setToDelete(c)} />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <CategoryModal target={target} onClose={() => setTarget(null)} />
      <DeleteCategoryModal category={toDelete} onClose={() => setToDelete(null)} />
    </Stack>
  );
}

function CategoryModal({ target, onClose }: { target: Target | null; onClose: () => void }) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target?.kind === 'edit' ? 'Modifier la catégorie' : 'Nouvelle catégorie'}
      centered
    >
      {target && (
        <CategoryForm target={target} onDone={onClose} key={target.kind === 'edit' ? target.category.id : 'add'} />
      )}
    </Modal>
  );
}

function CategoryForm({ target, onDone }: { target: Target; onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      name: target.kind === 'edit' ? target.category.name : '',
      description: target.kind === 'edit' ? (target.category.description ?? '') : '',
    },
    validate: (values) => {
      const result = v.safeParse(categorySchema, values);
      const errors: Record<string, string> = {};
      if (!result.success)
        for (const issue of result.issues) {
          const key = v.getDotPath(issue);
          if (key && !errors[key]) errors[key] = issue.message;
        }
      return errors;
    },
  });
  const save = useMutation({
    mutationFn: (values: { name: string; description: string }) =>
      target.kind === 'edit'
        ? apiFetch<{ message: string }>(`/api/categories/${target.category.id}`, { method: 'PUT', body: values })
        : apiFetch<{ message: string }>('/api/categories', { method: 'POST', body: values }),
    onSuccess: async (answer) => {
      notifications.show({ color: 'teal', message: answer.message });
      await afterCatalogWrite(queryClient);
      onDone();
    },
    onError: (error) => form.setErrors(fieldErrorsOf(error)),
  });
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <LeaveGuard dirty={() => form.isDirty()} />
      <Stack>
        <TextInput label="Nom" required {...form.getInputProps('name')} data-autofocus />
        <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
        {save.isError && !Object.keys(fieldErrorsOf(save.error)).length && (
          <Alert color="red">{messageOf(save.error)}</Alert>
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
  );
}

function DeleteCategoryModal({ category, onClose }: { category: CategoryJson | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (c: CategoryJson) => apiFetch<{ message: string }>(`/api/categories/${c.id}`, { method: 'DELETE' }),
    onSuccess: async (answer) => {
      notifications.show({ color: 'teal', message: answer.message });
      await afterCatalogWrite(queryClient);
    },
  });
  return (
    <ConfirmDelete
      opened={category !== null}
      onClose={onClose}
      title="Supprimer la catégorie ?"
      onConfirm={() => (category ? remove.mutateAsync(category) : undefined)}
      afterRefusal={
        category &&
        (category.productCount ?? 0) > 0 && (
          <AnchorLink to="/user/products" search={{ category: category.id }} onClick={onClose}>
            Voir ses produits pour les déplacer
          </AnchorLink>
        )
      }
    >
      Supprimer « {category?.name} » ?
    </ConfirmDelete>
  );
}
