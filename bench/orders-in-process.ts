// A store on a fresh SQLite database in a temporary folder, and its shopper orders through the real app in process
// (app.request: no network, no HTTP parsing), each from a new shopper and address: what bench/orders-cpu.ts and
// bench/orders-floor.ts both measure.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../api/config';
import { openDatabase, migrateToLatest, type DB } from '../api/db/database';
import { createApp } from '../api/app';
import { createMerchant, createProduct } from '../api/testing/factories';

export interface InProcessShop {
  db: DB;
  /** the SQLite file */
  file: string;
  dataDir: string;
  /** Places one order (201 or it throws). */
  order(): Promise<void>;
  /** Places `wave` orders at once (a group commit). */
  wave(size: number): Promise<void>;
  close(): Promise<void>;
}

export async function inProcessShop(slug: string): Promise<InProcessShop> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `boutique-bench-${slug}-`));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLISH_STOREFRONTS: 'false',
    TRUST_PROXY: 'true',
  });
  const file = path.join(dataDir, 'boutique.sqlite');
  const db = openDatabase(file);
  await migrateToLatest(db);
  const m = await createMerchant(db, config, { slug, subscription: 'active' });
  const { productId } = await createProduct(db, m.storeId, { stock: 1_000_000_000 });
  const app = createApp({ db, config, log: { info: () => {}, error: () => {} }, mailer: { send: async () => {} } });
  let n = 0;
  const order = async () => {
    n++;
    const body = JSON.stringify({
      productId,
      firstname: 'Fatou',
      lastname: 'Ouédraogo',
      phone: `7${String(n).padStart(7, '0')}`,
      email: `client${n}@example.com`,
      city: 'Ouagadougou',
      quantity: 1,
    });
    // As a browser sends it over HTTP: with its length (hono's body limit then reads the header, not the stream).
    const res = await app.request(`/api/shop/${slug}/orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      },
      body,
    });
    if (res.status !== 201) throw new Error(`order → ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
  };
  return {
    db,
    file,
    dataDir,
    order,
    wave: async (size) => void (await Promise.all(Array.from({ length: size }, order))),
    close: async () => {
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
