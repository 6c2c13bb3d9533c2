import { Table } from '@mantine/core';
import type { DashboardFigures } from '#shared/dashboard';
import { money } from '../../lib/money';

const integer = new Intl.NumberFormat('fr-FR');

/** The dashboard's best sellers: its own file, drawn after the figures (issue 22). */
export default function TopProductsTable({
  rows,
  currency,
}: {
  rows: DashboardFigures['topProducts'];
  currency: Parameters<typeof money>[1];
}) {
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Produit</Table.Th>
          <Table.Th ta="right">Quantité</Table.Th>
          <Table.Th ta="right">Montant</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((p) => (
          <Table.Tr key={p.productId ?? p.name}>
            <Table.Td>{p.name}</Table.Td>
            <Table.Td ta="right">{integer.format(p.quantity)}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {money(p.revenue, currency)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
