import http from 'node:http';
import net, { type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../auth/access-token';
import { createTestContext, type TestContext } from '../testing/harness';
import { createHttpServer, DRAIN_MAX_BYTES } from './node-server';

/**
 * On a real socket with a real keep-alive client: a request refused before its body is read must leave the
 * connection usable for the next request (the PWA's refresh-and-retry after a 401 reuses it).
 */
let t: TestContext;
let server: http.Server;
let port: number;
beforeAll(async () => {
  t = await createTestContext();
  server = createHttpServer(t.app.fetch);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

interface Answer {
  status: number;
  ms: number;
  socket: Socket;
  connection: string | undefined;
  body: string;
}

/** Resolves once the answer is read AND the whole body is sent (a slow upload goes on after an early answer). */
function send(
  agent: http.Agent,
  method: string,
  path: string,
  headers: Record<string, string | number> = {},
  body?: Buffer | Buffer[],
  pauseMs = 0,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const start = Date.now();
    let answer: Answer | undefined;
    let sent = false;
    const settle = () => answer && sent && resolve(answer);
    const req = http.request({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (text += d));
      res.on('end', () => {
        answer = {
          status: res.statusCode!,
          ms: Date.now() - start,
          socket: req.socket!,
          connection: res.headers.connection,
          body: text,
        };
        settle();
      });
    });
    req.on('error', reject);
    req.on('finish', () => {
      sent = true;
      settle();
    });
    if (!body) return void req.end();
    // Sent in chunks with pauses: a slow mobile upload, still arriving after the refusal was answered.
    const chunks = Array.isArray(body) ? body : [body];
    void (async () => {
      for (const chunk of chunks) {
        req.write(chunk);
        if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
      }
      req.end();
    })();
  });
}

function multipart(size: number) {
  const head = Buffer.from('--x\r\nContent-Disposition: form-data; name="logo"; filename="a.jpg"\r\n\r\n');
  return Buffer.concat([head, Buffer.alloc(size, 0xff), Buffer.from('\r\n--x--\r\n')]);
}

/** The next request on the agent's (single) connection is answered at once. */
async function expectNextRequestPrompt(agent: http.Agent) {
  const next = await send(agent, 'GET', '/api/health');
  expect(next.status).toBe(200);
  expect(next.ms).toBeLessThan(300);
  return next;
}

describe('a refused request body does not break the keep-alive connection', () => {
  it('401 on a 1.4 MB upload with an expired token: the next request on the same socket succeeds at once', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const expired = await signAccessToken({ userId: 'u', role: 'user' }, t.config.jwtSecret, -60);
    const body = multipart(1_400_000);
    const refused = await send(
      agent,
      'PUT',
      '/api/stores',
      {
        authorization: `Bearer ${expired}`,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': body.length,
      },
      body,
    );
    expect(refused.status).toBe(401);
    const next = await expectNextRequestPrompt(agent);
    expect(next.socket).toBe(refused.socket);
    agent.destroy();
  });

  it('404 on a 1 MB body, and a slow upload still arriving after the answer (more than 500 ms): same socket', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const chunks = Array.from({ length: 8 }, () => Buffer.alloc(128 * 1024, 97));
    const uploadStart = Date.now();
    const refused = await send(agent, 'POST', '/api/nowhere', { 'content-length': 8 * 128 * 1024 }, chunks, 100);
    expect(refused.status).toBe(404);
    // Answered long before the upload ended (the old drain gave up 500 ms after the answer).
    expect(Date.now() - uploadStart - refused.ms).toBeGreaterThan(500);
    const next = await expectNextRequestPrompt(agent);
    expect(next.socket).toBe(refused.socket);
    // The same on a storefront path (outside /api, where no middleware touched the body).
    const again = await send(agent, 'POST', '/demo/contact', { 'content-length': 1_000_000 }, Buffer.alloc(1_000_000));
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect((await expectNextRequestPrompt(agent)).socket).toBe(refused.socket);
    agent.destroy();
  });

  it('413 on a body over the limit: drained, same socket', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const body = Buffer.alloc(13 * 1024 * 1024, 98);
    const refused = await send(agent, 'POST', '/api/products', { 'content-type': 'application/json' }, body);
    expect(refused.status).toBe(413);
    expect((await expectNextRequestPrompt(agent)).socket).toBe(refused.socket);
    agent.destroy();
  });

  it('a body declared bigger than the drain bound is answered with Connection: close; the next request opens a new connection', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const size = DRAIN_MAX_BYTES + 1024;
    // Only the start is sent: nobody should have to upload 25 MB to learn it is refused.
    const refused = await new Promise<Answer>((resolve, reject) => {
      const start = Date.now();
      const req = http.request(
        { host: '127.0.0.1', port, method: 'POST', path: '/api/products', agent, headers: { 'content-length': size } },
        (res) => {
          res.resume();
          res.on('end', () =>
            resolve({
              status: res.statusCode!,
              ms: Date.now() - start,
              socket: req.socket!,
              connection: res.headers.connection,
              body: '',
            }),
          );
        },
      );
      req.on('error', reject);
      req.write(Buffer.alloc(64 * 1024));
    });
    expect(refused.status).toBe(413);
    expect(refused.connection).toBe('close');
    const next = await expectNextRequestPrompt(agent);
    expect(next.socket).not.toBe(refused.socket);
    agent.destroy();
  });
});

describe('an idle keep-alive connection while the process is held up', () => {
  it('stays open longer than a load balancer in front keeps one (60 s), so the client is the one to close it', () => {
    expect(server.keepAliveTimeout).toBeGreaterThan(60_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });

  it('a request sent on it before its idle time ran out is answered, not reset, however long the process stalled', async () => {
    const own = createHttpServer(t.app.fetch);
    own.keepAliveTimeout = 100; // Node closes the idle connection 1.1 s after an answer
    await new Promise<void>((resolve) => own.listen(0, '127.0.0.1', resolve));
    const socket = net.connect((own.address() as AddressInfo).port, '127.0.0.1');
    try {
      let received = '';
      socket.setEncoding('utf8');
      socket.on('data', (d: string) => (received += d));
      const closed = new Promise<string>((resolve) => {
        socket.on('error', (err) => resolve(err.message));
        socket.on('close', () => resolve('closed'));
      });
      const answers = () => received.match(/HTTP\/1\.1 \d+/g) ?? [];
      socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
      await expect.poll(() => answers().length).toBe(1);
      // The next request is on its way 50 ms later; then the process is held up 1.5 s (a busy machine, a
      // publication's synchronous work) before it reads it: its timers run before its reads.
      await new Promise<void>((resolve) =>
        setTimeout(
          () =>
            setImmediate(() => {
              socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
              const until = Date.now() + 1500;
              while (Date.now() < until);
              resolve();
            }),
          50,
        ),
      );
      await expect.poll(() => answers()).toEqual(['HTTP/1.1 200', 'HTTP/1.1 200']);
      // Left idle, the connection is then closed as usual.
      expect(await closed).toBe('closed');
    } finally {
      socket.destroy();
      own.closeAllConnections();
      await new Promise((resolve) => own.close(resolve));
    }
  });
});
