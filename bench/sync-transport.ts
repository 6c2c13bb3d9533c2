// The PWA's sync engine talking HTTP to a bench's API server, counting what it downloads: shared by the benches that
// measure a device's first sync (sync, atelier). Not a *.bench.ts file, so bench/run.ts does not run it.
// It asks for compressed answers as a browser does (Accept-Encoding: br, gzip) and counts the bytes as they came on
// the wire (`wireBytes`), then decodes them with node:zlib (`chunks` holds the decoded JSON texts).
import http from 'node:http';
import zlib from 'node:zlib';
import type { SyncTransport } from '../pwa/lib/sync/transport';

/** Every answer the transport read (what a device downloads): decoded texts, and the bytes on the wire. */
export interface Wire {
  chunks: string[];
  wireBytes?: number;
}

function request(url: string, token: string, method: string, body?: string) {
  return new Promise<{ status: number; encoded: Buffer; text: string }>((resolve, reject) => {
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
  const call = async (url: string, method = 'GET', body?: string) => {
    const res = await request(base + url, token, method, body);
    if (res.status < 200 || res.status >= 300)
      throw Object.assign(new Error(`HTTP ${res.status} ${res.text.slice(0, 200)}`), { status: res.status });
    if (wire) {
      wire.chunks.push(res.text);
      wire.wireBytes = (wire.wireBytes ?? 0) + res.encoded.length;
    }
    return JSON.parse(res.text);
  };
  return {
    push: (body) => call('/api/sync/push', 'POST', JSON.stringify(body)),
    pull: (since, limit) => call(`/api/sync/pull?since=${since}&limit=${limit}`),
  };
}
