import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_STATUSES } from './constants';
import { addCycle, adminTargets, canTransition, resolveAdminTarget } from './subscriptions';

describe('subscription state machine', () => {
  it('the transitions that exist, and only those', () => {
    const admin = SUBSCRIPTION_STATUSES.flatMap((from) =>
      SUBSCRIPTION_STATUSES.filter((to) => canTransition(from, to, 'admin')).map((to) => `${from}>${to}`),
    );
    expect(admin.sort()).toEqual([
      'active>expired',
      'active>suspended',
      'expired>suspended',
      'suspended>active',
      'suspended>expired',
    ]);
    const system = SUBSCRIPTION_STATUSES.flatMap((from) =>
      SUBSCRIPTION_STATUSES.filter((to) => canTransition(from, to, 'system')).map((to) => `${from}>${to}`),
    );
    expect(system).toEqual(['active>expired']);
    expect(adminTargets('expired')).toEqual(['suspended']);
    expect(canTransition('active', 'active', 'admin')).toBe(false);
  });

  it('reactivating past the end date lands on expired', () => {
    expect(resolveAdminTarget('suspended', 'active', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')).toBe(
      'expired',
    );
    expect(resolveAdminTarget('suspended', 'active', '2026-01-02T00:00:00.000Z', '2026-01-01T00:00:00.000Z')).toBe(
      'active',
    );
    expect(resolveAdminTarget('suspended', 'active', null, '2099-01-01T00:00:00.000Z')).toBe('active');
  });

  it('a cycle ends the same day next month or year, clamped to the month', () => {
    expect(addCycle('2026-01-15T09:30:00.000Z', 'month')).toBe('2026-02-15T09:30:00.000Z');
    expect(addCycle('2026-01-31T09:30:00.000Z', 'month')).toBe('2026-02-28T09:30:00.000Z');
    expect(addCycle('2028-01-31T00:00:00.000Z', 'month')).toBe('2028-02-29T00:00:00.000Z');
    expect(addCycle('2026-12-31T23:00:00.000Z', 'month')).toBe('2027-01-31T23:00:00.000Z');
    expect(addCycle('2028-02-29T00:00:00.000Z', 'year')).toBe('2029-02-28T00:00:00.000Z');
    expect(addCycle('2026-03-10T00:00:00.000Z', 'year')).toBe('2027-03-10T00:00:00.000Z');
  });
});
