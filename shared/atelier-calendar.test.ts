import { describe, expect, it } from 'vitest';
import { capacityWarning, dayLoads, loadLevel, monthGrid, weekStart, workshopSummary } from './atelier-calendar';

const order = (id: string, dueDate: string, stages: string[], extra: Record<string, unknown> = {}) => ({
  id,
  code: id.toUpperCase(),
  status: 'pending',
  firstname: 'Awa',
  lastname: 'Diop',
  total: 30000,
  dueDate,
  garments: stages.map((stage) => ({ stage: stage as 'measures', name: 'Boubou' })),
  payments: [{ amount: 10000 }],
  ...extra,
});

describe('the workshop calendar', () => {
  const orders = [
    order('a', '2026-12-18', ['measures', 'sewing']),
    order('b', '2026-12-18', ['ready', 'delivered']),
    order('c', '2026-12-18', ['measures'], { status: 'canceled' }),
    order('d', '2026-12-19', ['cutting']),
  ];

  it("counts each day's garments still to make (not delivered, not canceled)", () => {
    const loads = dayLoads(orders, '2026-12-01', '2026-12-31');
    expect(loads.get('2026-12-18')?.garments).toBe(3);
    expect(loads.get('2026-12-18')?.orders.map((o) => o.id)).toEqual(['a', 'b']);
    expect(loads.get('2026-12-19')?.garments).toBe(1);
    expect(loadLevel(3, 3)).toBe('full');
    expect(loadLevel(4, 3)).toBe('over');
    expect(loadLevel(3, 4)).toBe('busy');
    expect(loadLevel(3, null)).toBe('free');
  });

  it('warns when a new due date lands on a full day, not when it has room or no capacity is set', () => {
    expect(capacityWarning(orders, '2026-12-18', 1, 3)).toBe(
      "Le vendredi 18 décembre dépasse la capacité de l'atelier : 3 vêtements déjà prévus, 3 par jour au plus. Choisissez un autre jour ou prévenez l'équipe.",
    );
    expect(capacityWarning(orders, '2026-12-19', 2, 3)).toBeNull();
    expect(capacityWarning(orders, '2026-12-18', 1, null)).toBeNull();
    // Editing order a: its own garments do not count against it.
    expect(capacityWarning(orders, '2026-12-18', 2, 3, 'a')).toBeNull();
  });

  it('lays a month out in whole weeks starting on Monday', () => {
    const grid = monthGrid('2026-12');
    expect(grid[0]).toBe('2026-11-30');
    expect(grid.length % 7).toBe(0);
    expect(grid.at(-1)).toBe('2027-01-03');
    expect(weekStart('2026-12-20')).toBe('2026-12-14');
  });

  it('sums garments due this week, late ones and balances owed (price − payments)', () => {
    const s = workshopSummary(
      [
        order('late', '2026-12-10', ['sewing']),
        order('week', '2026-12-17', ['measures', 'ready']),
        order('later', '2026-12-28', ['measures']),
        order('paid', '2026-12-17', ['delivered'], { payments: [{ amount: 30000 }] }),
      ],
      '2026-12-15',
    );
    expect(s).toMatchObject({ dueThisWeek: 2, late: 1, owed: 60000, owing: 3 });
    expect(s.lateOrders.map((o) => o.id)).toEqual(['late']);
  });
});
