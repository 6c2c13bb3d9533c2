import { ActionIcon, Button, Card, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DecimalInput } from '../../lib/ui/DecimalInput';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { variantRow, type VariantRow } from './product-form';

/** Sub-products (variants): a name, a size and/or colour, their own price and stock. */
export function VariantsField({
  rows,
  onChange,
  errors,
  disabled,
}: {
  rows: VariantRow[];
  onChange: (rows: VariantRow[]) => void;
  /** `variants.<index>.<field>` → message */
  errors: Record<string, string>;
  disabled?: boolean;
}) {
  const update = (key: string, patch: Partial<VariantRow>) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <div>
          <Text fw={600}>Variantes</Text>
          <Text size="sm" c="dimmed">
            Des variantes avec leur propre prix et leur propre stock (une taille, une couleur…).
          </Text>
        </div>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange([...rows, variantRow()])}
          disabled={disabled}
        >
          Ajouter une variante
        </Button>
      </Group>
      {rows.map((row, index) => {
        const err = (field: string) => errors[`variants.${index}.${field}`];
        return (
          <Card key={row.key} withBorder padding="sm" data-testid="variant-row">
            <Group align="flex-start" wrap="nowrap" gap="xs">
              <SimpleGrid cols={{ base: 2, lg: 5 }} spacing="xs" style={{ flex: 1 }}>
                <TextInput
                  label="Nom"
                  required
                  value={row.name}
                  onChange={(e) => update(row.key, { name: e.currentTarget.value })}
                  error={err('name')}
                  disabled={disabled}
                />
                <TextInput
                  label="Taille"
                  value={row.size}
                  onChange={(e) => update(row.key, { size: e.currentTarget.value })}
                  error={err('size')}
                  disabled={disabled}
                />
                <TextInput
                  label="Couleur"
                  value={row.color}
                  onChange={(e) => update(row.key, { color: e.currentTarget.value })}
                  error={err('color')}
                  disabled={disabled}
                />
                <DecimalInput
                  label="Prix"
                  required
                  value={row.price}
                  onChange={(price) => update(row.key, { price })}
                  error={err('price')}
                  disabled={disabled}
                />
                <DecimalInput
                  integer
                  label="Stock"
                  required
                  value={row.stock}
                  onChange={(stock) => update(row.key, { stock })}
                  error={err('stock')}
                  disabled={disabled}
                />
              </SimpleGrid>
              <ActionIcon
                variant="subtle"
                color="red"
                mt={24}
                onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
                aria-label="Retirer la variante"
                disabled={disabled}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
