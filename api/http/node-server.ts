import type http from 'node:http';
import net, { type Socket } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { MAX_BODY_BYTES } from '../app';
import { isShuttingDown } from '../ops/lifecycle';

/**
 * The HTTP server of the app (server.ts, and the keep-alive test on a real socket), with the request bodies a
 * response left unread discarded so that the connection stays usable.
 *
 * Why: a request refused before its body is read (401 on a 1.4 MB upload with an expired token, 404 or 413 on a big
 * body) left the next request on the same keep-alive connection hanging ~500 ms, then reset. @hono/node-server
 * (autoCleanupIncoming) drains such a body after the response, but with a 500 ms deadline, and its `resume()` does
 * not work once a middleware has touched the body (our bodyLimit does, on every /api write): the web stream made by
 * Readable.toWeb keeps a 'data' listener that pauses the request again as soon as its queue is full, so nothing flows
 * and the deadline destroys the socket. The PWA's refresh-and-retry after a 401 landed exactly on that socket.
 *
 * Here: node-server's own clean-up is off; once the response is sent, the abandoned web stream's listeners are
 * removed and the rest of the body is read and thrown away, bounded by bytes (DRAIN_MAX_BYTES) and by idleness (a
 * slow mobile upload keeps its connection as long as bytes keep coming; DRAIN_IDLE_MS without any byte closes it).
 * A body declared bigger than DRAIN_MAX_BYTES is not worth reading: its answer says `Connection: close`, so the
 * client opens a new connection for its next request instead of finding this one closed.
 */
export const DRAIN_MAX_BYTES = 2 * MAX_BODY_BYTES;
export const DRAIN_IDLE_MS = 10_000;
/**
 * How long an idle keep-alive connection stays open: longer than a load balancer in front keeps one (60 s on the
 * usual ones) and than a client's pause between two requests, so the client closes it first. With Node's 5 s, a
 * request sent as the server closed the connection was reset, and a POST is not retried by the client (a test's
 * catalogue import got `read ECONNRESET`; a load balancer gets a 502).
 */
export const KEEP_ALIVE_MS = 65_000;

/** What the server knows of its connections, for a shutdown that loses no request (stopHttpServer). */
interface Connections {
  open: Set<Socket>;
  /** The answers in progress on each connection. */
  answering: Map<Socket, Set<http.ServerResponse>>;
  closeWhenQuiet: (socket: Socket) => void;
  /** Resolves when the last connection has closed, once stopping. */
  drained: (() => void) | null;
}
const connectionsOf = new WeakMap<http.Server, Connections>();

export function createHttpServer(fetch: (request: Request, env: unknown) => Response | Promise<Response>): http.Server {
  const server = createAdaptorServer({ fetch, autoCleanupIncoming: false }) as http.Server;
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // A request's headers may take this long to arrive: more than the idle time, as load balancers expect.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  const conns: Connections = { open: new Set(), answering: new Map(), closeWhenQuiet: () => {}, drained: null };
  connectionsOf.set(server, conns);
  const isAnswering = (socket: Socket) => (conns.answering.get(socket)?.size ?? 0) > 0;
  server.on('connection', (socket: Socket) => {
    conns.open.add(socket);
    socket.once('close', () => {
      conns.open.delete(socket);
      conns.answering.delete(socket);
      if (conns.open.size === 0) conns.drained?.();
    });
  });
  // Prepended: runs before the app's listener, so the header is set before any answer is written.
  server.prependListener('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    // A stopping process answers what it was sent, and tells the client to open its next connection elsewhere.
    if (declared > DRAIN_MAX_BYTES || isShuttingDown()) res.setHeader('Connection', 'close');
    res.once('finish', () => discardUnreadBody(req));
    const socket = req.socket;
    let answers = conns.answering.get(socket);
    if (!answers) conns.answering.set(socket, (answers = new Set()));
    answers.add(res);
    res.once('close', () => {
      answers.delete(res);
      // An answer whose headers went out before the shutdown began could not say `Connection: close`.
      if (isShuttingDown() && answers.size === 0) conns.closeWhenQuiet(socket);
    });
  });
  server.on('timeout', (socket: Socket) => closeIfStillIdle(socket, isAnswering(socket)));
  /**
   * A stopping server's idle connection gets a last call: a request sent on it within LAST_CALL_MS is answered (with
   * `Connection: close`, then Node closes it); one that stayed quiet is closed. Closing it at once resets a request
   * the client was sending just then — on a busy machine, a client's next request on its keep-alive connection comes
   * tens of milliseconds after the previous answer, and it sent it before it read our close (SIGTERM test: 5 of 8
   * clients got `ECONNRESET` / `other side closed`).
   */
  conns.closeWhenQuiet = (socket: Socket) => {
    const bytesRead = socket.bytesRead;
    setTimeout(() => {
      if (!isAnswering(socket) && socket.bytesRead === bytesRead) closeIfStillIdle(socket, false);
    }, LAST_CALL_MS);
  };
  return server;
}

/** How long a stopping server's idle connection stays open for a request already on its way (closeWhenQuiet). */
export const LAST_CALL_MS = 1_000;

/**
 * Stops the server without losing a request (SIGTERM, api/ops/graceful-shutdown.ts): the listening socket closes
 * first (a new connection is refused; in a cluster the primary hands it to another process), every answer in
 * progress finishes and says `Connection: close`, a connection idle now is closed once it stayed quiet for
 * LAST_CALL_MS (a request already on its way is answered, not reset: closeWhenQuiet), and connections still open after `graceMs`
 * are cut. Resolves with how many had to be cut.
 * Node's own `server.close()` destroys idle connections at once, which resets a request sent just then: only the
 * listening socket is closed here (net.Server's close).
 */
export async function stopHttpServer(server: http.Server, graceMs: number): Promise<number> {
  const conns = connectionsOf.get(server);
  if (!conns) throw new Error('stopHttpServer: a server made by createHttpServer is expected');
  const drained = new Promise<void>((resolve) => {
    conns.drained = resolve;
    if (conns.open.size === 0) resolve();
  });
  net.Server.prototype.close.call(server);
  for (const socket of conns.open) {
    const answers = conns.answering.get(socket);
    if (answers && answers.size > 0) {
      for (const res of answers) if (!res.headersSent) res.setHeader('Connection', 'close');
    } else conns.closeWhenQuiet(socket);
  }
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), graceMs)));
  const outcome = await Promise.race([drained, late]);
  clearTimeout(timer);
  if (outcome !== 'late') return 0;
  const cut = conns.open.size;
  for (const socket of conns.open) socket.destroy();
  return cut;
}

/**
 * A connection's time-out (Node's only one here: an idle keep-alive connection, server.keepAliveTimeout + 1 s): Node
 * would destroy it at once. When the process was held up past that time (a busy machine, a publication's
 * synchronous work), a request the client sent on the connection meanwhile is still unread in the socket, the
 * timers run before the reads, and destroying a socket with unread bytes sends a TCP reset: the client gets
 * `read ECONNRESET` for a request it sent well within the idle time (a shopper's page, the storefront journey's poll).
 * So the connection is closed only after one more turn of the event loop, and only if nothing arrived on it meanwhile
 * (the pending reads happen in between). A connection still answering is destroyed at once, as Node does.
 */
export function closeIfStillIdle(socket: Socket, answering: boolean): void {
  if (answering) return void socket.destroy();
  const bytesRead = socket.bytesRead;
  // A timer, not setImmediate: the next timers run after the reads of a whole turn of the loop.
  setTimeout(() => {
    if (socket.bytesRead === bytesRead && !socket.destroyed) socket.destroy();
  }, 10).unref();
}

/** Reads and drops what is left of a request's body after its response; gives up (closes) past the bounds. */
export function discardUnreadBody(req: http.IncomingMessage): void {
  if (req.readableEnded || req.destroyed) return;
  // The body's web stream, if any, is abandoned: its listener would pause the request again (see above).
  req.removeAllListeners('data');
  let bytes = 0;
  const cleanup = () => {
    clearTimeout(timer);
    req.off('data', onData);
    req.off('end', cleanup);
    req.off('error', cleanup);
    req.off('close', cleanup);
  };
  const giveUp = () => {
    cleanup();
    req.socket?.destroy();
  };
  const timer = setTimeout(giveUp, DRAIN_IDLE_MS);
  timer.unref();
  const onData = (chunk: Buffer) => {
    bytes += chunk.length;
    if (bytes > DRAIN_MAX_BYTES) giveUp();
    else timer.refresh();
  };
  req.on('data', onData);
  req.on('end', cleanup);
  req.on('error', cleanup);
  req.on('close', cleanup);
  req.resume();
}
