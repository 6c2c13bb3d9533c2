import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { Logger } from '../context';
import { hashPassword, needsRehash, verifyPassword } from './passwords';
import { applyTestHashCost } from './test-hash-cost';

// What api/server.ts and api/cluster.ts do before the demo seed. Each Vitest file runs in a process of its own: the
// cost set here does not reach another file.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boutique-hash-cost-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function recordingLog() {
  const lines: string[] = [];
  const log: Logger = { info: (msg) => void lines.push(msg), error: (msg) => void lines.push(msg) };
  return { log, lines };
}

describe('the password hashing cost of a server', () => {
  it('is production’s N=2^17 without TEST_PASSWORD_HASH_COST, as `npm start` runs', async () => {
    const { log, lines } = recordingLog();
    applyTestHashCost(loadConfig({ DATA_DIR: dataDir }), log);
    expect(await hashPassword('Vitrine1234')).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(lines).toEqual([]);
  });

  it('is the test cost the journeys’ server is given, said in its log', async () => {
    const { log, lines } = recordingLog();
    applyTestHashCost(loadConfig({ DATA_DIR: dataDir, TEST_PASSWORD_HASH_COST: '10' }), log);
    const cheap = await hashPassword('Vitrine1234');
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('Vitrine1234', cheap)).toBe(true);
    expect(needsRehash(cheap)).toBe(false);
    expect(lines).toEqual([
      'TEST_PASSWORD_HASH_COST : mots de passe hachés au coût de test N=2^10 (tests seulement ; sans cette variable, N=2^17)',
    ]);
  });
});
