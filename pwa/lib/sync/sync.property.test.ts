import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SyncResult } from '#shared/sync';
import { createMerchant } from '../../../api/testing/factories';
import type { OutboxEntry } from './db';
import { queueDelete, queueUpsert } from './local-writes';
import { newClientId } from './ids';
import {
  closeTablets,
  expectTabletsEqualServer,
  openTablets,
  settle,
  syncCommandArb,
  syncWith,
  tabletArb,
  apiPerFile,
  visibleIds,
  type SyncCommand,
} from './property-harness';

/**
 * Several tablets of one store edit customers offline while the network drops requests, duplicates them or loses
 * their answers. After everyone syncs on a good network: every client equals the server, and every acknowledged
 * edit is what the server holds (unless a later acknowledged edit replaced it, or an acknowledged delete removed it).
 */

const api = apiPerFile();
const names = fc.constantFrom('Awa', 'Issa', 'Mariam', 'Oumar', ''); // '' is invalid: the server rejects it
const cities = fc.constantFrom('Ouagadougou', 'Bobo-Dioulasso', 'Koudougou', null);
const notes = fc.constantFrom('VIP', 'Paie à la livraison', null);
const measurements = fc.dictionary(fc.constantFrom('taille', 'poitrine', 'hanches'), fc.integer({ min: 1, max: 200 }), {
  maxKeys: 2,
});
const changes = fc
  .record({ firstName: names, city: cities, notes, measurements }, { requiredKeys: [] })
  .filter((c) => Object.keys(c).length > 0);

type Command =
  | { kind: 'create'; client: number; firstName: string; city: string | null }
  | { kind: 'edit'; client: number; pick: number; changes: Record<string, unknown> }
  | { kind: 'delete'; client: number; pick: number }
  | SyncCommand;

const client = tabletArb;
const command: fc.Arbitrary<Command> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('create' as const), client, firstName: names, city: cities }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('edit' as const), client, pick: fc.nat(), changes }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('delete' as const), client, pick: fc.nat() }), weight: 1 },
  { arbitrary: syncCommandArb, weight: 5 },
);

interface Ack {
  rowId: string;
  field: string;
  value: unknown;
  version: number;
}

describe('offline sync, property', () => {
  it('converges and loses no acknowledged edit under dropped, duplicated and lost requests', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 5, maxLength: 30 }), async (commands) => {
        const ctx = api();
        const m = await createMerchant(ctx.db, ctx.config);
        const fieldAcks: Ack[] = [];
        const createdAcks = new Set<string>();
        const deleteAcks = new Set<string>();
        const onResult = (entry: OutboxEntry, result: SyncResult) => {
          if (result.status === 'rejected' || !result.record) {
            if (result.status === 'applied' && entry.op === 'delete') deleteAcks.add(entry.rowId);
            return;
          }
          if (entry.op === 'delete') {
            deleteAcks.add(entry.rowId);
            return;
          }
          if (entry.baseVersion === 0 && result.status === 'applied') createdAcks.add(entry.rowId);
          const lost = result.status === 'conflict' ? result.conflictFields : [];
          for (const field of Object.keys(entry.changes ?? {})) {
            if (lost.includes(field)) continue;
            fieldAcks.push({
              rowId: entry.rowId,
              field,
              value: result.record.data[field],
              version: result.record.version,
            });
          }
        };
        const clients = openTablets(ctx, m.token, () => onResult);

        for (const c of commands) {
          const tablet = clients[c.client]!;
          const { db } = tablet;
          if (c.kind === 'create') {
            await queueUpsert(db, 'customers', newClientId(), {
              firstName: c.firstName,
              lastName: 'Test',
              city: c.city,
            });
          } else if (c.kind === 'sync') {
            await syncWith(tablet, c.fault);
          } else {
            const ids = await visibleIds(db, 'customers');
            if (ids.length === 0) continue;
            const id = ids[c.pick % ids.length]!;
            if (c.kind === 'edit') await queueUpsert(db, 'customers', id, c.changes);
            else await queueDelete(db, 'customers', id);
          }
        }

        await settle(clients);
        const server = await expectTabletsEqualServer(ctx, m.storeId, clients, 'customers');

        for (const id of createdAcks) expect(server.has(id)).toBe(true);
        // A delete of a row the server never had (its create was rejected) is acknowledged with nothing to delete.
        for (const id of deleteAcks) expect(server.get(id)?.deleted ?? true).toBe(true);
        const latest = new Map<string, Ack>();
        for (const ack of fieldAcks) {
          const key = `${ack.rowId}.${ack.field}`;
          if ((latest.get(key)?.version ?? -1) <= ack.version) latest.set(key, ack);
        }
        for (const ack of latest.values()) {
          const row = server.get(ack.rowId)!;
          if (row.deleted) continue;
          expect(row.data[ack.field]).toEqual(ack.value);
        }
        closeTablets(clients);
      }),
      {
        numRuns: 50,
        // Always tried as well: both tablets edit the same field of the same customer, each on its own stale base.
        examples: [
          [
            [
              { kind: 'create', client: 0, firstName: 'Awa', city: 'Ouagadougou' },
              { kind: 'sync', client: 0, fault: 'ok' },
              { kind: 'sync', client: 1, fault: 'ok' },
              { kind: 'edit', client: 1, pick: 0, changes: { city: 'Koudougou' } },
              { kind: 'edit', client: 0, pick: 0, changes: { city: 'Bobo-Dioulasso', notes: 'VIP' } },
              { kind: 'sync', client: 1, fault: 'lost-answer' },
              { kind: 'sync', client: 0, fault: 'duplicate' },
            ],
          ],
        ],
      },
    );
  }, 120_000);
});
