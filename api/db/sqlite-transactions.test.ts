import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from './database';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'boutique-begin-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('a transaction that reads then writes is not refused when another connection wrote the file in between', async () => {
  const file = path.join(dir, 'shared.sqlite');
  const db = openDatabase(file);
  await sql`create table t (id integer primary key, v text)`.execute(db);
  await sql`insert into t (v) values ('a')`.execute(db);
  // Another writer of the same file (a script, an e2e helper), with its own connection; it does not wait here (this
  // thread would block), it says whether it could write at that moment.
  const other = new SQLite(file);
  other.pragma('busy_timeout = 0');
  const otherWrite = () => {
    try {
      other.prepare("insert into t (v) values ('other')").run();
      return 'written';
    } catch (err) {
      return (err as Error).message;
    }
  };
  let meanwhile = '';
  try {
    await db.transaction().execute(async (trx) => {
      await sql`select count(*) from t`.execute(trx); // the read first, as a sign-up checks the e-mail is free
      // With a deferred BEGIN the other connection could write here, and this transaction's write below then failed
      // with « database is locked »; with BEGIN IMMEDIATE the file is this transaction's until it ends.
      meanwhile = otherWrite();
      await sql`insert into t (v) values ('b')`.execute(trx);
    });
    expect(meanwhile).toMatch(/locked|busy/i);
    expect(otherWrite()).toBe('written'); // and once it ends, the other writes
  } finally {
    other.close();
  }
  const rows = await sql<{ v: string }>`select v from t order by id`.execute(db);
  expect(rows.rows.map((r) => r.v)).toContain('b');
  await db.destroy();
});
