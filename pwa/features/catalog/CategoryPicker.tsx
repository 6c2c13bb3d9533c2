import { useState } from 'react';
import { ActionIcon, Button, Group, Stack, TextInput } from '@mantine/core';
import { Select } from '../../lib/ui/LazySelect';
import { Tooltip } from '../../lib/ui/LazyTooltip';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryJson } from '#shared/schemas/catalog';
import { apiFetch } from '../../lib/api';
import { fieldErrorsOf, messageOf } from '../../lib/form-errors';
import { catalogKeys, useCategories } from './queries';

/** The product's category: picked from the list, or created on the spot without leaving the form. */
export function CategoryPicker({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
  error?: string;
  disabled?: boolean;
}) {
  const queryClient = useQueryClient();
  const categories = useCategories();
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const create = useMutation({
    mutationFn: (n: string) =>
      apiFetch<{ data: CategoryJson }>('/api/categories', { method: 'POST', body: { name: n } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(catalogKeys.categories, (old: CategoryJson[] | undefined) =>
        [...(old ?? []), { ...answer.data, productCount: 0 }].sort((a, b) => a.name.localeCompare(b.name)),
      );
      void queryClient.invalidateQueries({ queryKey: catalogKeys.categories });
      onChange(answer.data.id);
      setAdding(false);
      setName('');
    },
  });
  const createError = create.error ? (fieldErrorsOf(create.error).name ?? messageOf(create.error)) : undefined;

  return (
    <Stack gap={4}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Select
          label="Catégorie"
          placeholder={categories.data?.length ? 'Choisir une catégorie' : 'Aucune catégorie : créez-en une'}
          data={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          value={value}
          onChange={onChange}
          clearable
          searchable
          error={error}
          disabled={disabled}
          style={{ flex: 1 }}
        />
        <Tooltip label="Nouvelle catégorie">
          <ActionIcon
            size="lg"
            variant="light"
            onClick={() => setAdding((a) => !a)}
            aria-label="Nouvelle catégorie"
            mb={error ? 22 : 0}
            disabled={disabled}
          >
            <IconPlus size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      {adding && (
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            aria-label="Nom de la nouvelle catégorie"
            placeholder="Nom de la nouvelle catégorie"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                create.mutate(name);
              }
            }}
            error={createError}
            style={{ flex: 1 }}
            autoFocus
          />
          <Button onClick={() => create.mutate(name)} loading={create.isPending}>
            Créer
          </Button>
        </Group>
      )}
    </Stack>
  );
}
