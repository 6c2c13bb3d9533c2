import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The test double of a push service (what Firefox's, Chrome's or Apple's servers do for a browser), written from the
 * RFCs, never from our sender's code: it receives a push message (RFC 8030 §5: POST to the device's endpoint, TTL
 * header, 201 Created), checks its VAPID authorization (RFC 8292: `vapid t=<ES256 JWT>, k=<public key>`) and lets the
 * test decrypt the payload as the browser would (RFC 8291, aes128gcm of RFC 8188) with the device's private key.
 */
export interface ReceivedPush {
  deviceId: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** the VAPID JWT's claims when its signature verifies with the key named in `k`; null otherwise */
  vapid: { claims: { aud: string; exp: number; sub: string }; publicKey: string } | null;
}

export interface TestDevice {
  id: string;
  /** as PushSubscription.toJSON() gives it to the app */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The browser's side: the decrypted payload of a push addressed to this device. */
  decrypt(body: Buffer): string;
}

export interface WebPushServer {
  origin: string;
  received: ReceivedPush[];
  /** A new browser subscription at this service (its own key pair and auth secret). */
  newDevice(): TestDevice;
  /** From now on the service answers this status for the device (410: the user unsubscribed, 404: unknown). */
  answer(deviceId: string, status: number): void;
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

export async function startWebPushServer(): Promise<WebPushServer> {
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const match = /^\/push\/([\w-]+)$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !match) return void res.writeHead(404).end();
      const deviceId = match[1]!;
      const status = statuses.get(deviceId) ?? 201;
      if (status === 201) {
        received.push({
          deviceId,
          headers: req.headers,
          body: Buffer.concat(chunks),
          vapid: verifyVapid(req.headers.authorization ?? ''),
        });
        res.setHeader('location', `/message/${crypto.randomUUID()}`);
      }
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    newDevice() {
      const id = crypto.randomUUID();
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      return {
        id,
        subscription: {
          endpoint: `${origin}/push/${id}`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        },
        decrypt: (body) => decryptAes128gcm(body, ecdh, auth),
      };
    },
    answer: (deviceId, status) => void statuses.set(deviceId, status),
    async waitFor(count, timeoutMs = 20_000) {
      const end = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > end) throw new Error(`${received.length} push(es) reçu(s) sur ${count} attendu(s)`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** RFC 8291 §3.4 and RFC 8188 §2: the browser's decryption of one aes128gcm push message (a single record). */
function decryptAes128gcm(body: Buffer, device: crypto.ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength); // the application server's ephemeral public key
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('plusieurs enregistrements : inattendu pour une notification');
  const ecdhSecret = device.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.getPublicKey(), senderKey]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('délimiteur de fin absent');
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292 §2–3: `vapid t=<JWT>, k=<P-256 public key>`, the JWT signed ES256 with the key's private half. */
function verifyVapid(header: string): ReceivedPush['vapid'] {
  const t = /(?:^|[\s,])t=([^,\s]+)/.exec(header.replace(/^vapid\s+/i, ' '))?.[1];
  const k = /(?:^|[\s,])k=([^,\s]+)/.exec(header.replace(/^vapid\s+/i, ' '))?.[1];
  if (!/^vapid /i.test(header) || !t || !k) return null;
  const [head, claims, signature] = t.split('.');
  if (!head || !claims || !signature) return null;
  if (JSON.parse(Buffer.from(head, 'base64url').toString()).alg !== 'ES256') return null;
  const raw = Buffer.from(k, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) return null;
  const key = crypto.createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = crypto.verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  return valid ? { claims: JSON.parse(Buffer.from(claims, 'base64url').toString()), publicKey: k } : null;
}
