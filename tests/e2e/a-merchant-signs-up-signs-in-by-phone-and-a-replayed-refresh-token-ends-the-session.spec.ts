import { test, expect } from './support/fixtures';

/**
 * Against the real server (real sockets, so the per-address throttle reads a real client address): a merchant
 * registers with a phone number, signs in with the same number typed another way, refreshes, and when an old
 * refresh token is replayed the whole session ends. Then five wrong passwords lock the account with a French 429.
 */
test('a merchant signs up, signs in by phone, and a replayed refresh token ends the session', async ({ request }) => {
  // A Burkina mobile number (7x xx xx xx): the clock's last digits alone began with 0 for 2.8 hours in every 28, and
  // a national number's leading 0 is a trunk prefix, dropped when it is read.
  const digits = '7' + String(Date.now()).slice(-7);
  const phone = `+226 ${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4, 6)} ${digits.slice(6)}`;

  const csrf = await request.get('/sanctum/csrf-cookie');
  expect(csrf.ok()).toBe(true);
  expect((await csrf.json()).csrfToken).toBeTruthy();
  expect(csrf.headers()['set-cookie']).toContain('XSRF-TOKEN=');

  const register = await request.post('/api/register', {
    data: {
      firstName: 'Mariam',
      lastName: 'Sawadogo',
      emailOrPhone: phone,
      password: 'Mariam1',
      confirmPass: 'Mariam1',
      termCondition: true,
    },
  });
  expect(register.status()).toBe(201);

  const login = await request.post('/api/login', {
    data: { emailOrPhone: digits, password: 'Mariam1', remember: true },
  });
  expect(login.status()).toBe(200);
  const session = await login.json();
  expect(session.role).toBe('user');

  const me = await request.get('/api/verifyToken', { headers: { authorization: `Bearer ${session.token}` } });
  expect(me.status()).toBe(200);
  const { user } = await me.json();
  expect(user).toMatchObject({
    firstName: 'Mariam',
    lastName: 'Sawadogo',
    role: 'user',
    subscription: { plan: 'free', status: 'active' },
  });

  const refreshed = await request.post('/api/refresh', { data: { refresh_token: session.refresh_token } });
  expect(refreshed.status()).toBe(200);
  const next = await refreshed.json();

  const replay = await request.post('/api/refresh', { data: { refresh_token: session.refresh_token } });
  expect(replay.status()).toBe(401);
  const afterReplay = await request.post('/api/refresh', { data: { refresh_token: next.refresh_token } });
  expect(afterReplay.status()).toBe(401);

  const none = await request.post('/api/refresh', { data: {} });
  expect(await none.json()).toEqual({ message: 'No refresh token available' });

  for (let i = 0; i < 5; i++) {
    const wrong = await request.post('/api/login', { data: { emailOrPhone: phone, password: `Faux${i}xx` } });
    expect(wrong.status()).toBe(401);
  }
  const locked = await request.post('/api/login', { data: { emailOrPhone: phone, password: 'Mariam1' } });
  expect(locked.status()).toBe(429);
  expect((await locked.json()).message).toMatch(/^Trop de tentatives de connexion/);
});
