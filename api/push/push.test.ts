import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { createMerchant, createProduct, createUser } from '../testing/factories';
import { fromIp, shopper } from '../testing/requests';
import { startWebPushServer, type WebPushServer } from '../testing/web-push-server';
import { pushNewOrder } from './new-order-push';

let t: TestContext;
let pushService: WebPushServer;
beforeEach(async () => {
  t = await createTestContext({ PUSH_LOOPBACK_HTTP: 'true' });
  pushService = await startWebPushServer();
});
afterEach(async () => {
  await pushService.close();
  await t.close();
});

const subscriptionsOf = (userId: string) =>
  t.db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', userId).execute();

describe('Web Push: a new order reaches her closed app', () => {
  it('sends the order, encrypted for her device and signed with the server’s VAPID key, to the push service', async () => {
    const m = await createMerchant(t.db, t.config, { slug: 'chez-awa' });
    const product = await createProduct(t.db, m.storeId, { price: 7500, stock: 10 });
    const key = await requestJson(t.app, 'GET', '/api/push/key', undefined, m.token);
    expect(key).toMatchObject({ status: 200, data: { data: { publicKey: t.config.vapid.publicKey } } });
    const phone = pushService.newDevice();
    const saved = await requestJson(t.app, 'POST', '/api/push/subscriptions', phone.subscription, m.token);
    expect(saved).toMatchObject({
      status: 201,
      data: { message: 'Cet appareil recevra les nouvelles commandes, même application fermée.' },
    });

    const placed = await fromIp(t, '10.0.0.1', '/api/shop/chez-awa/orders', shopper(product.productId));
    expect(placed.status).toBe(201);
    const [push] = await pushService.waitFor(1);

    expect(push!.deviceId).toBe(phone.id);
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
    // The VAPID JWT verifies with the server's public key, for this push service's origin, not expired.
    expect(push!.vapid).not.toBeNull();
    expect(push!.vapid!.publicKey).toBe(t.config.vapid.publicKey);
    expect(push!.vapid!.claims.aud).toBe(pushService.origin);
    expect(push!.vapid!.claims.sub).toMatch(/^mailto:/);
    expect(push!.vapid!.claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(push!.vapid!.claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);
    // What her phone shows, decrypted with the device's own private key.
    expect(JSON.parse(phone.decrypt(push!.body))).toEqual({
      title: `Nouvelle commande ${placed.data.data.code}`,
      body: 'Fatou Ouédraogo — 15 000 F CFA',
      url: `/user/orders/${placed.data.data.id}`,
      tag: `order-${placed.data.data.id}`,
      unread: 1,
    });
  });

  it('forgets a device the push service says is gone (410, 404) and keeps the others', async () => {
    const m = await createMerchant(t.db, t.config);
    const product = await createProduct(t.db, m.storeId);
    const [kept, uninstalled, unknown] = [pushService.newDevice(), pushService.newDevice(), pushService.newDevice()];
    for (const d of [kept, uninstalled, unknown])
      expect((await requestJson(t.app, 'POST', '/api/push/subscriptions', d.subscription, m.token)).status).toBe(201);
    pushService.answer(uninstalled.id, 410);
    pushService.answer(unknown.id, 404);
    const placed = await fromIp(t, '10.0.0.2', `/api/shop/${m.slug}/orders`, shopper(product.productId));
    await pushService.waitFor(1);
    for (let i = 0; i < 500 && (await subscriptionsOf(m.userId)).length > 1; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect((await subscriptionsOf(m.userId)).map((s) => s.endpoint)).toEqual([kept.subscription.endpoint]);
    // Sent again: only the kept device is tried.
    const run = await pushNewOrder(t.deps, placed.data.data.id);
    expect(run).toEqual({ sent: 1, gone: 0, failed: 0 });
    expect((await subscriptionsOf(m.userId)).map((s) => s.endpoint)).toEqual([kept.subscription.endpoint]);
    expect(pushService.received.every((p) => p.deviceId === kept.id)).toBe(true);
  });

  it('a device is one account’s: signing in as another and subscribing moves it; DELETE forgets only her own', async () => {
    const a = await createMerchant(t.db, t.config);
    const b = await createMerchant(t.db, t.config);
    const shared = pushService.newDevice();
    await requestJson(t.app, 'POST', '/api/push/subscriptions', shared.subscription, a.token);
    await requestJson(t.app, 'POST', '/api/push/subscriptions', shared.subscription, b.token);
    expect(await subscriptionsOf(a.userId)).toEqual([]);
    expect(await subscriptionsOf(b.userId)).toHaveLength(1);
    // A cannot remove B's device.
    const body = { endpoint: shared.subscription.endpoint };
    expect((await requestJson(t.app, 'DELETE', '/api/push/subscriptions', body, a.token)).status).toBe(200);
    expect(await subscriptionsOf(b.userId)).toHaveLength(1);
    const removed = await requestJson(t.app, 'DELETE', '/api/push/subscriptions', body, b.token);
    expect(removed).toMatchObject({ status: 200 });
    expect(await subscriptionsOf(b.userId)).toEqual([]);
  });

  it('refuses bad subscriptions with a French message and keeps nothing', async () => {
    const m = await createMerchant(t.db, t.config);
    const good = pushService.newDevice().subscription;
    const bad = [
      [{ ...good, endpoint: 'pas une adresse' }, 'endpoint'],
      [{ ...good, endpoint: 'http://10.0.0.5/push/x' }, 'endpoint'],
      [{ ...good, keys: { ...good.keys, p256dh: 'AAAA' } }, 'keys.p256dh'],
      [{ ...good, keys: { p256dh: good.keys.p256dh } }, 'keys.auth'],
    ] as const;
    for (const [body, field] of bad) {
      const res = await requestJson(t.app, 'POST', '/api/push/subscriptions', body, m.token);
      expect(res.status, field).toBe(422);
      expect(Object.keys(res.data.errors), field).toContain(field);
    }
    expect(await subscriptionsOf(m.userId)).toEqual([]);
    const admin = await createUser(t.db, t.config, { role: 'admin' });
    expect((await requestJson(t.app, 'POST', '/api/push/subscriptions', good, admin.token)).status).toBe(403);
    expect((await requestJson(t.app, 'GET', '/api/push/key')).status).toBe(401);
  });

  it('without PUSH_LOOPBACK_HTTP only https push services are accepted', async () => {
    const strict = await createTestContext();
    try {
      const m = await createMerchant(strict.db, strict.config);
      const local = pushService.newDevice().subscription;
      const res = await requestJson(strict.app, 'POST', '/api/push/subscriptions', local, m.token);
      expect(res).toMatchObject({ status: 422, data: { errors: { endpoint: [expect.any(String)] } } });
      const remote = { ...local, endpoint: 'https://fcm.googleapis.com/fcm/send/abc' };
      expect((await requestJson(strict.app, 'POST', '/api/push/subscriptions', remote, m.token)).status).toBe(201);
    } finally {
      await strict.close();
    }
  });
});

describe('VAPID keys', () => {
  it('are generated into DATA_DIR on first start and read back after; or taken from the environment', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boutique-vapid-'));
    const first = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }).vapid;
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(fs.statSync(path.join(dataDir, 'vapid-keys.json')).mode & 0o077).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }).vapid).toEqual(first);
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'boutique-vapid-'));
    const given = loadConfig({
      DATA_DIR: other,
      LOG_LEVEL: 'silent',
      VAPID_PUBLIC_KEY: first.publicKey,
      VAPID_PRIVATE_KEY: first.privateKey,
      VAPID_SUBJECT: 'https://boutique.example.com',
    }).vapid;
    expect(given).toEqual({ ...first, subject: 'https://boutique.example.com' });
    expect(fs.existsSync(path.join(other, 'vapid-keys.json'))).toBe(false);
    expect(() => loadConfig({ DATA_DIR: other, VAPID_PUBLIC_KEY: first.publicKey })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: other, VAPID_SUBJECT: 'boutique' })).toThrow(/VAPID_SUBJECT/);
  });
});
