import { describe, expect, it } from 'vitest';
import type { RecordData } from '#shared/sync';
import { customersCsv } from './csv';
import { newBrowserProfile, openTestDatabase } from './sync/test-support';

const row = (id: string, data: RecordData, deletedAt: string | null = null) => ({
  id,
  data,
  deletedAt,
  updatedAt: '2026-12-01T10:00:00.000Z',
  server: null,
  pending: 0,
});

describe('the customers export', () => {
  it('writes each measurement under its part’s name, the latest taking first, as the customer’s page does', async () => {
    const db = openTestDatabase(newBrowserProfile(), 'customer-csv-test');
    await db.mirror('customers').bulkPut([
      row('c1', {
        firstName: 'Fatimata',
        lastName: 'Kaboré',
        phone: '+22670112233',
        measurements: { tour_de_poitrine: 90, longueur_robe: 120 },
      }),
      row('c2', { firstName: 'Issouf', lastName: 'Sawadogo', measurements: {} }),
    ]);
    await db.mirror('measurement_sets').bulkPut([
      row('s1', {
        customerId: 'c1',
        takenAt: '2026-11-01',
        values: [{ partId: 'p1', name: 'Tour de poitrine', value: 91, unit: 'cm' }],
      }),
      row('s2', {
        customerId: 'c1',
        takenAt: '2026-12-01',
        values: [{ partId: 'p1', name: 'Tour de poitrine', value: 92, unit: 'cm' }],
      }),
      row(
        's3',
        { customerId: 'c2', takenAt: '2026-12-01', values: [{ name: 'Tour de cou', value: 40, unit: 'cm' }] },
        '2026-12-02',
      ),
    ]);
    const lines = (await customersCsv(db)).split('\r\n');
    expect(lines[0]).toContain('Mesures');
    const fatimata = lines.find((l) => l.includes('Fatimata'))!;
    expect(fatimata).toContain('Tour de poitrine : 92 cm ; Longueur robe : 120 cm');
    expect(fatimata).not.toContain('tour_de_poitrine');
    // A deleted taking counts for nothing.
    expect(lines.find((l) => l.includes('Issouf'))).not.toContain('Tour de cou');
    db.close();
  });
});
