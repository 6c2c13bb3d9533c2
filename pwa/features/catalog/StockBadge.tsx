import { Badge } from '@mantine/core';
import { STOCK_FILTER_LABELS, stockState } from '#shared/schemas/catalog';

/** 'Rupture' (red) at 0, 'Stock faible' (orange) at a few units, else the count; never cut to « ST… » in a narrow cell. */
export function StockBadge({ stock }: { stock: number }) {
  const state = stockState(stock);
  if (state === 'in')
    return (
      <Badge variant="light" color="teal" miw="max-content" data-testid="stock-badge">
        {stock} en stock
      </Badge>
    );
  return (
    <Badge variant="filled" color={state === 'out' ? 'red' : 'orange'} miw="max-content" data-testid="stock-badge">
      {state === 'out' ? STOCK_FILTER_LABELS.out : `${STOCK_FILTER_LABELS.low} (${stock})`}
    </Badge>
  );
}
