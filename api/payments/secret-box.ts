import crypto from 'node:crypto';

/**
 * Store secrets at rest (a payment provider's keys): AES-256-GCM with a key derived by HKDF from the server secret
 * (JWT_SECRET, or DATA_DIR/jwt-secret: already given to every machine and copied by backups), under a label of its
 * own so the signing key and this key never coincide. Sealed text: `v1.<iv>.<tag>.<ciphertext>` in base64url; a
 * tampered or foreign text fails to open (null), never opens to something else.
 */
const LABEL = 'boutique/store-secrets/v1';

function keyOf(serverSecret: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', serverSecret, Buffer.alloc(0), LABEL, 32));
}

export function seal(serverSecret: string, plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', keyOf(serverSecret), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function open(serverSecret: string, sealed: string): string | null {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) return null;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', keyOf(serverSecret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
