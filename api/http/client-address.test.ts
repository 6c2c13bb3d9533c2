import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { loadConfig } from '../config';
import { clientAddress } from './client-address';
import os from 'node:os';

function appWith(trustProxy: boolean) {
  const config = { ...loadConfig({ DATA_DIR: os.tmpdir() + '/boutique-ca', JWT_SECRET: 'x'.repeat(40) }), trustProxy };
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('deps', { config } as never);
    await next();
  });
  app.get('/', (c) => c.text(clientAddress(c)));
  return app;
}
const socket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

describe('clientAddress', () => {
  it('uses the socket address and ignores X-Forwarded-For by default', async () => {
    const res = await appWith(false).request(
      '/',
      { headers: { 'x-forwarded-for': '1.2.3.4' } },
      socket('::ffff:10.0.0.7'),
    );
    expect(await res.text()).toBe('10.0.0.7');
  });

  it('behind a trusted proxy, uses the entry the proxy appended, not the ones the client sent', async () => {
    const res = await appWith(true).request(
      '/',
      { headers: { 'x-forwarded-for': '6.6.6.6, 41.203.1.9' } },
      socket('127.0.0.1'),
    );
    expect(await res.text()).toBe('41.203.1.9');
  });

  it('behind a trusted proxy with no header, falls back to the socket', async () => {
    const res = await appWith(true).request('/', {}, socket('127.0.0.1'));
    expect(await res.text()).toBe('127.0.0.1');
  });
});
