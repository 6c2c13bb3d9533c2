import { Group, Stack, Text } from '@mantine/core';
import type { ProductJson } from '#shared/schemas/catalog';
import { money } from '../../lib/money';
import { shortDate } from './format';

/** The price as shoppers see it: the discount price (with its period) over the struck-through price when it applies. */
export function ProductPrice({ product, currency }: { product: ProductJson; currency: string }) {
  if (product.discountPrice == null)
    return (
      <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
        {money(product.price, currency)}
      </Text>
    );
  const period = product.discountEnd
    ? `jusqu'au ${shortDate(product.discountEnd)}`
    : product.discountStart
      ? `dès le ${shortDate(product.discountStart)}`
      : null;
  return (
    <Stack gap={0}>
      <Group gap={6} wrap="wrap">
        <Text fw={600} c={product.discountActive ? 'red.8' : undefined} style={{ whiteSpace: 'nowrap' }}>
          {money(product.discountActive ? product.discountPrice : product.price, currency)}
        </Text>
        {product.discountActive && (
          <Text size="sm" td="line-through" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {money(product.price, currency)}
          </Text>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {product.discountActive ? 'Réduction' : `Réduction à ${money(product.discountPrice, currency)}`}
        {period ? ` ${period}` : ''}
      </Text>
    </Stack>
  );
}
