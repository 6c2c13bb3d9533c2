import type { CSSProperties } from 'react';
import type { DashboardFigures } from '#shared/dashboard';
import { money } from '../../lib/money';

const integer = new Intl.NumberFormat('fr-FR');

// A plain table in Mantine's look (striped rows, its border and font sizes): Mantine's Table brings its scroll area
// and floating-ui, about 40 KB gzip with what they share, for five rows (the dashboard's first load).
const cell: CSSProperties = {
  padding: 'var(--mantine-spacing-xs) var(--mantine-spacing-sm)',
  fontSize: 'var(--mantine-font-size-sm)',
  borderBottom: '1px solid var(--mantine-color-default-border)',
  textAlign: 'left',
};
const right: CSSProperties = { ...cell, textAlign: 'right' };
const striped = 'light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-6))';

/** The dashboard's best sellers over the chart's days. */
export function TopProductsTable({
  rows,
  currency,
}: {
  rows: DashboardFigures['topProducts'];
  currency: Parameters<typeof money>[1];
}) {
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse' }} data-testid="top-products-table">
      <thead>
        <tr>
          <th style={cell}>Produit</th>
          <th style={right}>Quantité</th>
          <th style={right}>Montant</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((p, i) => (
          <tr key={p.productId ?? p.name} style={{ background: i % 2 === 0 ? striped : undefined }}>
            <td style={cell}>{p.name}</td>
            <td style={right}>{integer.format(p.quantity)}</td>
            <td style={{ ...right, whiteSpace: 'nowrap' }}>{money(p.revenue, currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
