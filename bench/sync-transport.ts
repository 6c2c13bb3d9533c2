// The PWA's sync engine talking HTTP to a bench's API server, counting what it downloads: shared by the benches that
// measure a device's first sync (sync, atelier). Not a *.bench.ts file, so bench/run.ts does not run it.
// It asks for compressed answers as a browser does (Accept-Encoding: br, gzip) and counts the bytes as they came on
// the wire (`wireBytes`), then decodes them with node:zlib (`chunks` holds the decoded JSON texts).
import http from 'node:http';
import zlib from 'node:zlib';
import { PULL_CURSOR_HEADER, PULL_HAS_MORE_HEADER } from '#shared/sync';
import { parsedWhenAwaited, type PullHead, type PullInFlight, type SyncTransport } from '../pwa/lib/sync/transport';

/** Every answer the transport read (what a device downloads): decoded texts, and the bytes on the wire. */
export interface Wire {
  chunks: string[];
  wireBytes?: number;
}

interface Answer {
  status: number;
  encoded: Buffer;
  text: string;
}

/** The answer, and its head as soon as its headers came (what the browser's transport reads early). */
function request(url: string, token: string, method: string, body?: string, onHead?: (head: PullHead | null) => void) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'accept-encoding': 'br, gzip',
        },
      },
      (res) => {
        if (onHead) {
          const cursor = res.headers[PULL_CURSOR_HEADER];
          onHead(
            typeof cursor === 'string'
              ? {
                  cursor: Number(cursor),
                  hasMore: res.headers[PULL_HAS_MORE_HEADER] === '1',
                }
              : null,
          );
        }
        const parts: Buffer[] = [];
        res.on('data', (b: Buffer) => parts.push(b));
        res.on('error', reject);
        res.on('end', () => {
          const encoded = Buffer.concat(parts);
          const coding = res.headers['content-encoding'];
          const plain =
            coding === 'br'
              ? zlib.brotliDecompressSync(encoded)
              : coding === 'gzip'
                ? zlib.gunzipSync(encoded)
                : encoded;
          resolve({ status: res.statusCode ?? 0, encoded, text: plain.toString('utf8') });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export function httpTransport(base: string, token: string, wire?: Wire): SyncTransport {
  const read = async (url: string, method = 'GET', body?: string, onHead?: (head: PullHead | null) => void) => {
    const res = await request(base + url, token, method, body, onHead);
    if (res.status < 200 || res.status >= 300)
      throw Object.assign(new Error(`HTTP ${res.status} ${res.text.slice(0, 200)}`), { status: res.status });
    if (wire) {
      wire.chunks.push(res.text);
      wire.wireBytes = (wire.wireBytes ?? 0) + res.encoded.length;
    }
    return res.text;
  };
  const call = async (url: string, method = 'GET', body?: string) => JSON.parse(await read(url, method, body));
  return {
    push: (body) => call('/api/sync/push', 'POST', JSON.stringify(body)),
    pull: (since, limit) => call(`/api/sync/pull?since=${since}&limit=${limit}`),
    // As the browser does (first-pull.ts): the page's head from its headers, before its body has come.
    pullAhead: (since, limit) => {
      let onHead: (head: PullHead | null) => void = () => undefined;
      const head = new Promise<PullHead | null>((resolve) => (onHead = resolve));
      const text = read(`/api/sync/pull?since=${since}&limit=${limit}`, 'GET', undefined, onHead);
      // Read as it comes, parsed when the engine waits for it (first-pull.ts does the same).
      const inFlight: PullInFlight = {
        head: Promise.race([head, text.then(() => null)]),
        page: parsedWhenAwaited(text),
      };
      inFlight.head.catch(() => undefined);
      return inFlight;
    },
  };
}
