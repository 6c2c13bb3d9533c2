import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { loadConfig } from '../config';
import { migrateToLatest, openDatabase } from '../db/database';
import { checkIntegrity, DATABASE_FILE } from './backup';
import { createMerchant, createProduct } from '../testing/factories';
import { shopper } from '../testing/requests';
import { freePort, startApiProcess } from '../testing/processes';
import { expectAcknowledgedOrdersKept } from '../testing/acknowledged-orders';

/**
 * The crash test: the real server (`tsx api/server.ts`, as `npm start` runs it) is killed with SIGKILL while shoppers
 * are ordering, then started again on the same data. Every order it acknowledged (201) must be there, the stock must
 * equal the initial stock minus the ordered quantities, and SQLite's integrity check must pass.
 * SQLite only: it is about the embedded database's durability (synchronous=FULL, WAL).
 */

const INITIAL_STOCK = 100_000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boutique-crash-'));
let server: ChildProcess | null = null;

afterAll(() => {
  server?.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// Node itself with tsx's loader (startApiProcess), not the `tsx` command: that one's SIGKILL would leave the real
// server running (it kept answering, so no crash was tested, and it outlived the test).
const startServer = (port: number) =>
  startApiProcess(
    port,
    { DATA_DIR: dataDir, PUBLISH_STOREFRONTS: 'false', LOG_LEVEL: 'error', TRUST_PROXY: 'true' },
    { stdio: 'ignore', ms: 30_000 },
  );

describe('SIGKILL under shopper-order load', () => {
  it('loses no acknowledged order, keeps the stock consistent and the database sound', async () => {
    // The data: one store with one product, made before the server starts (start then skips the demo seed).
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const db = openDatabase(path.join(dataDir, DATABASE_FILE));
    await migrateToLatest(db);
    const merchant = await createMerchant(db, config, { subscription: 'active' });
    const { productId } = await createProduct(db, merchant.storeId, { stock: INITIAL_STOCK });
    await db.destroy();

    const port = await freePort('::');
    server = await startServer(port);
    const acknowledged: string[] = [];
    let sent = 0;
    let stop = false;
    // 8 shoppers in parallel, each from its own address (the per-address limits are not what is tested here).
    const shoppers = Array.from({ length: 8 }, async (_, n) => {
      while (!stop) {
        sent++;
        try {
          const res = await fetch(`http://127.0.0.1:${port}/api/shop/${merchant.slug}/orders`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.1.${n}.${sent % 250}` },
            body: JSON.stringify(shopper(productId, { quantity: '1' })),
          });
          if (res.status === 201) acknowledged.push(((await res.json()) as { data: { id: string } }).data.id);
        } catch {
          // the connection died with the server: not acknowledged, so not owed
        }
      }
    });
    while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 20));
    server.kill('SIGKILL');
    await new Promise((resolve) => server!.once('exit', resolve));
    stop = true;
    await Promise.all(shoppers);

    checkIntegrity(path.join(dataDir, DATABASE_FILE));
    server = await startServer(port);
    server.kill('SIGTERM');
    await new Promise((resolve) => server!.once('exit', resolve));
    server = null;

    await expectAcknowledgedOrdersKept(path.join(dataDir, DATABASE_FILE), {
      storeId: merchant.storeId,
      productId,
      initialStock: INITIAL_STOCK,
      acknowledged,
    });
    checkIntegrity(path.join(dataDir, DATABASE_FILE));
  }, 120_000);
});
