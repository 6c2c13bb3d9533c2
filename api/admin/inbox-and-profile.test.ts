import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { createAdmin, createMerchant, type TestMerchant, type TestUser } from '../testing/factories';

let t: TestContext;
let admin: TestUser;
let m: TestMerchant;
beforeAll(async () => {
  t = await createTestContext();
  admin = await createAdmin(t.db, t.config);
  m = await createMerchant(t.db, t.config);
});
afterAll(async () => t.close());

const form = {
  fullName: 'Awa Traoré',
  email: 'awa@example.com',
  phone: '70 12 34 56',
  subject: 'Tarifs',
  message: 'Bonjour, quel plan ?',
};

describe('contact messages inbox', () => {
  it('reads, answers and archives a message (archived ones leave the inbox), with an audit entry', async () => {
    expect((await requestJson(t.app, 'POST', '/api/contact', form)).status).toBe(201);
    const list = await requestJson(t.app, 'GET', '/api/admin/contact-messages', undefined, admin.token);
    expect(list.data.data).toMatchObject([{ fullName: 'Awa Traoré', status: 'new', read: false }]);
    const id = list.data.data[0].id as string;
    const url = `/api/admin/contact-messages/${id}`;

    expect((await requestJson(t.app, 'PUT', url, undefined, admin.token)).data.data).toEqual({
      id,
      read: true,
      status: 'read',
    });
    expect((await requestJson(t.app, 'PUT', url, { status: 'answered' }, admin.token)).data.data.status).toBe(
      'answered',
    );
    expect((await requestJson(t.app, 'PUT', url, { status: 'archived' }, admin.token)).status).toBe(200);
    expect((await requestJson(t.app, 'GET', '/api/admin/contact-messages', undefined, admin.token)).data.data).toEqual(
      [],
    );
    const archived = await requestJson(
      t.app,
      'GET',
      '/api/admin/contact-messages?status=archived',
      undefined,
      admin.token,
    );
    expect(archived.data.data.map((x: { id: string }) => x.id)).toEqual([id]);

    const bad = await requestJson(t.app, 'PUT', url, { status: 'lost' }, admin.token);
    expect(bad.status).toBe(422);
    expect(bad.data.errors.status).toEqual(['Statut invalide']);
    expect((await requestJson(t.app, 'PUT', url, { status: 'read' }, m.token)).status).toBe(403);

    const audit = await t.db.selectFrom('audit_log').select(['action', 'after']).where('target_id', '=', id).execute();
    expect(audit.map((a) => a.after)).toEqual(['{"status":"answered"}', '{"status":"archived"}']);
  });
});

describe('the admin own profile (/admin/settings/profile)', () => {
  it('changes the admin name (the password goes through PUT /api/password); the delivery information stays the merchant’s', async () => {
    const body = new FormData();
    body.set('firstName', 'Fatou');
    body.set('lastName', 'Admin');
    const res = await t.app.request('/api/profile', {
      method: 'PUT',
      body,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.status).toBe(200);
    expect((await requestJson(t.app, 'GET', '/api/profile', undefined, admin.token)).data.data).toMatchObject({
      firstName: 'Fatou',
      lastName: 'Admin',
    });
    const delivery = await requestJson(t.app, 'PUT', '/api/profile/delivery', {}, admin.token);
    expect(delivery.status).toBe(403);
  });
});
