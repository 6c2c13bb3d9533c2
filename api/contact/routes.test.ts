import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_INVALID, EMPTY, PHONE_INVALID } from '#shared/messages';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { CONTACT_SENT } from '#shared/messages';
import { createUser } from '../testing/factories';

let t: TestContext;
beforeEach(async () => {
  t = await createTestContext();
});
afterEach(async () => {
  await t.close();
});

const message = {
  fullName: 'Awa Traoré',
  email: 'Awa@Example.com',
  phone: '70 12 34 56',
  subject: 'Tarifs et abonnements',
  message: 'Bonjour, quel plan ?',
};

describe('POST /api/contact', () => {
  it('stores the message for the admins and notifies them → 201', async () => {
    const admin = await createUser(t.db, t.config, { role: 'admin' });
    const res = await requestJson(t.app, 'POST', '/api/contact', message);
    expect(res).toEqual({ status: 201, data: { message: CONTACT_SENT }, headers: res.headers });
    const rows = await t.db.selectFrom('contact_messages').selectAll().execute();
    expect(rows).toMatchObject([
      {
        full_name: 'Awa Traoré',
        email: 'awa@example.com',
        phone: '+22670123456',
        subject: 'Tarifs et abonnements',
        read: 0,
      },
    ]);
    const notes = await t.db.selectFrom('notifications').selectAll().where('user_id', '=', admin.userId).execute();
    expect(notes).toMatchObject([{ type: 'contact', related_id: rows[0]!.id }]);

    const list = await requestJson(t.app, 'GET', '/api/admin/contact-messages', undefined, admin.token);
    expect(list.data.data).toMatchObject([{ fullName: 'Awa Traoré', message: 'Bonjour, quel plan ?', read: false }]);
    expect(
      (await requestJson(t.app, 'PUT', `/api/admin/contact-messages/${rows[0]!.id}`, undefined, admin.token)).status,
    ).toBe(200);
    expect(
      (await requestJson(t.app, 'PUT', '/api/admin/contact-messages/inconnu', undefined, admin.token)).status,
    ).toBe(404);
  });

  it('answers 422 with the specification messages and stores nothing', async () => {
    const res = await requestJson(t.app, 'POST', '/api/contact', {
      fullName: '',
      email: 'x@y',
      phone: '12',
      message: '',
    });
    expect(res.status).toBe(422);
    expect(res.data.errors).toEqual({
      fullName: [EMPTY],
      email: [EMAIL_INVALID],
      phone: [PHONE_INVALID],
      message: [EMPTY],
    });
    expect(await t.db.selectFrom('contact_messages').select('id').execute()).toEqual([]);
  });

  it('answers 400 to malformed JSON, never 500', async () => {
    const res = await t.app.request('/api/contact', {
      method: 'POST',
      body: '{"fullName":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
  });

  it('limits anonymous messages per connection (429 in French)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await requestJson(t.app, 'POST', '/api/contact', message)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = await requestJson(t.app, 'POST', '/api/contact', message);
    expect(refused.data.message).toMatch(/Trop de messages/);
  });
});
