import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SYNC_TABLES } from '#shared/sync';
import { createApp } from '../app';
import { syncTables } from './registry';

const apiDir = path.resolve(import.meta.dirname, '..');

/** The api/ files `file` imports (static `import`/`export … from`, type-only ones too), resolved to paths. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const m of text.matchAll(/(?:import|export)\s[^'";]*?from\s+'(\.{1,2}\/[^']+)'|import\s+'(\.{1,2}\/[^']+)'/g)) {
    const spec = m[1] ?? m[2]!;
    const base = path.resolve(path.dirname(file), spec);
    const resolved = [base, `${base}.ts`, path.join(base, 'index.ts')].find(
      (p) => fs.existsSync(p) && fs.statSync(p).isFile(),
    );
    if (resolved) found.push(resolved);
  }
  return found;
}

/** Every file reachable from `start` through imports. */
function closure(start: string): Set<string> {
  const seen = new Set<string>([start]);
  const todo = [start];
  while (todo.length) for (const next of importsOf(todo.pop()!)) if (!seen.has(next) && seen.add(next)) todo.push(next);
  return seen;
}

describe('the sync engine and the synced tables (decision 014)', () => {
  it('never imports a table definition: tables depend on the engine, not the other way round', () => {
    const engine = ['sync/registry.ts', 'sync/table-def.ts', 'sync/apply-mutation.ts', 'sync/pull.ts'].map((f) =>
      path.join(apiDir, f),
    );
    const definitions = [
      path.join(apiDir, 'synced-tables.ts'),
      path.join(apiDir, 'customers/customer-sync.ts'),
      path.join(apiDir, 'orders/order-sync.ts'),
      path.join(apiDir, 'atelier/measurement-set-sync.ts'),
    ];
    for (const file of engine) {
      const reached = closure(file);
      const rel = (p: string) => path.relative(apiDir, p);
      expect(definitions.filter((d) => reached.has(d)).map(rel), `${rel(file)} reaches a table definition`).toEqual([]);
      // …and nothing it reaches comes back to it (no import circle through the engine).
      for (const other of reached) {
        if (other === file) continue;
        expect(closure(other).has(file), `${rel(file)} → ${rel(other)} → ${rel(file)}`).toBe(false);
      }
    }
  });

  it('the app registers every table of the shared list', () => {
    expect(createApp).toBeTypeOf('function'); // imported for its registration (api/synced-tables.ts)
    expect(Object.keys(syncTables).sort()).toEqual([...SYNC_TABLES].sort());
    for (const name of SYNC_TABLES) expect(syncTables[name].name).toBe(name);
  });
});
