import { describe, expect, it } from 'vitest';
import type { SyncTableName } from '#shared/sync';
import {
  REVIEW_TABLES,
  fieldLabel,
  fieldValueLines,
  showValue,
  type ReviewTable,
  type ShowContext,
} from './review-labels';

// What the review screen (/user/sync) shows of a conflict, in the tailor's words: a made-to-measure order moved on
// two devices, a taking of measurements, a customer's measurements. Never an English field name or « [object Object] ».

const ctx: ShowContext = { currency: 'XOF', now: new Date('2026-11-30T10:00:00Z') };

const garment = (name: string, stage: string, extra: Record<string, unknown> = {}) => ({
  clothingTypeId: 't1',
  name,
  fabric: 'customer',
  fabricNote: null,
  measurementSetId: null,
  measurements: [{ partId: 'p1', name: 'Poitrine', unit: 'cm', value: 92 }],
  price: 15000,
  stage,
  notes: null,
  ...extra,
});

describe('an atelier order conflict', () => {
  // This device moved the boubou to « Couture »; the other one to « Finition » meanwhile.
  const mine = [garment('Boubou', 'sewing'), garment('Pantalon', 'cutting')];
  const theirs = [garment('Boubou', 'finishing'), garment('Pantalon', 'cutting')];

  it('names the fields as the atelier screens do', () => {
    expect(fieldLabel('orders', 'garments')).toBe('Vêtements');
    expect(fieldLabel('orders', 'payments')).toBe('Paiements');
    expect(fieldLabel('orders', 'dueDate')).toBe('Date de livraison');
    expect(fieldLabel('orders', 'status')).toBe('Statut');
  });

  it('shows each garment with its stage, one line each', () => {
    expect(fieldValueLines('orders', 'garments', mine, ctx)).toEqual(['Boubou : Couture', 'Pantalon : Coupe']);
    expect(fieldValueLines('orders', 'garments', theirs, ctx)).toEqual(['Boubou : Finition', 'Pantalon : Coupe']);
  });

  it('tells two garments of the same model apart and shows the notes for the tailor', () => {
    const two = [garment('Boubou', 'ready'), garment('Boubou', 'measures', { notes: 'col mao' })];
    expect(fieldValueLines('orders', 'garments', two, ctx)).toEqual([
      'Boubou 1 : Prêt',
      'Boubou 2 : Prise de mesures (col mao)',
    ]);
    expect(fieldValueLines('orders', 'garments', [], ctx)).toEqual(['Aucun']);
  });

  it('shows the payments in the store currency with their day', () => {
    const payments = [
      { id: 'p1', at: '2026-11-27T12:00:00.000Z', amount: 2000, note: null },
      { id: 'p2', at: '2026-11-29T12:00:00.000Z', amount: 12500, note: 'Avance', method: 'cash' },
      { id: 'p3', at: '2025-12-02T12:00:00.000Z', amount: 500, note: null },
    ];
    expect(fieldValueLines('orders', 'payments', payments, ctx)).toEqual([
      '2 000 F CFA le 27 nov.',
      '12 500 F CFA le 29 nov. (Avance)',
      '500 F CFA le 2 déc. 2025',
    ]);
    expect(fieldValueLines('orders', 'payments', [], ctx)).toEqual(['Aucun paiement']);
  });

  it('shows the due date as a day in words, the status and the deposit in the tailor’s words', () => {
    expect(fieldValueLines('orders', 'dueDate', '2026-12-12', ctx)).toEqual(['12 décembre 2026']);
    expect(fieldValueLines('orders', 'dueDate', null, ctx)).toEqual(['—']);
    expect(fieldValueLines('orders', 'status', 'confirmed', ctx)).toEqual(['Confirmée']);
    expect(fieldValueLines('orders', 'deliveryFee', 1000, ctx)).toEqual(['1 000 F CFA']);
    expect(fieldValueLines('orders', 'lines', [{ name: 'Boubou', quantity: 1 }], ctx)).toEqual(['Boubou × 1']);
  });

  it('names the order’s customer from the device, never by an id', () => {
    const names: ShowContext = { ...ctx, customerName: (id) => (id === 'c1' ? 'Awa Traoré' : undefined) };
    expect(fieldValueLines('orders', 'customerId', 'c1', names)).toEqual(['Awa Traoré']);
    expect(fieldValueLines('orders', 'customerId', 'c9', names)).toEqual(['Client inconnu sur cet appareil']);
    expect(fieldValueLines('orders', 'customerId', null, names)).toEqual(['—']);
  });

  it('names the part of a refused field (« garments.0.stage ») in French', () => {
    expect(fieldLabel('orders', 'garments.0.stage')).toBe('Vêtement 1 — Étape');
    expect(fieldLabel('orders', 'payments.1.amount')).toBe('Paiement 2 — Montant');
    expect(fieldLabel('orders', 'lines.0')).toBe('Article 1');
    expect(fieldLabel('orders', '_')).toBe('Commande');
  });
});

describe('a measurement set conflict', () => {
  const values = [
    { partId: 'p1', name: 'Poitrine', unit: 'cm', value: 92 },
    { partId: 'p2', name: 'Tour de taille', unit: 'cm', value: 78.5 },
    { partId: 'p3', name: 'Longueur boubou', unit: 'm', value: 1.4 },
  ];

  it('shows each measured part with its value and unit', () => {
    expect(fieldLabel('measurement_sets', 'values')).toBe('Mesures');
    expect(fieldValueLines('measurement_sets', 'values', values, ctx)).toEqual([
      'Poitrine : 92 cm',
      'Tour de taille : 78,5 cm',
      'Longueur boubou : 1,4 m',
    ]);
  });

  it('shows the day of the taking and the model by its name', () => {
    expect(fieldValueLines('measurement_sets', 'takenAt', '2026-11-27', ctx)).toEqual(['27 novembre 2026']);
    const record = { clothingTypeId: 't1', clothingTypeName: 'Boubou' };
    expect(fieldValueLines('measurement_sets', 'clothingTypeId', 't1', { ...ctx, record })).toEqual(['Boubou']);
    expect(fieldLabel('measurement_sets', 'values.1.value')).toBe('Mesure 2 — Valeur');
    expect(REVIEW_TABLES.measurement_sets.title({ clothingTypeName: 'Boubou', takenAt: '2026-11-27T12:00:00Z' })).toBe(
      'Mesures — Boubou — 27 novembre 2026',
    );
  });
});

describe('a customer conflict', () => {
  it('shows the measurements in cm, one line each, and the gender in French', () => {
    expect(fieldValueLines('customers', 'measurements', { Poitrine: 92, 'Tour de bras': 31.5 }, ctx)).toEqual([
      'Poitrine : 92 cm',
      'Tour de bras : 31,5 cm',
    ]);
    expect(fieldValueLines('customers', 'measurements', {}, ctx)).toEqual(['Aucun']);
    expect(fieldValueLines('customers', 'gender', 'female', ctx)).toEqual(['Femme']);
    expect(fieldLabel('customers', 'measurements.Poitrine')).toBe('Mesures — Poitrine');
    expect(fieldValueLines('customers', 'city', 'Banfora', ctx)).toEqual(['Banfora']);
  });
});

describe('the generic text', () => {
  it('never says « [object Object] »', () => {
    expect(showValue([{ name: 'Boubou', stage: 'sewing' }])).toBe('Boubou');
    expect(showValue({ a: { b: 1 } })).toBe('a : b : 1');
    expect(showValue([])).toBe('—');
    expect(showValue(12000)).toBe('12 000');
    expect(showValue(true)).toBe('Oui');
    for (const value of [{}, [{}], { x: [{ y: 1 }] }]) expect(showValue(value)).not.toContain('[object');
  });

  it('is keyed by the shared list, so a synced table without its labels does not compile', () => {
    // @ts-expect-error every name of SYNC_TABLES needs its labels (here: orders and measurement_sets are missing)
    const missing: Record<SyncTableName, ReviewTable> = { customers: REVIEW_TABLES.customers };
    expect(Object.keys(missing)).toEqual(['customers']);
  });
});
