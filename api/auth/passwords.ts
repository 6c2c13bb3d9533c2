import crypto from 'node:crypto';
import { promisify } from 'node:util';

/**
 * Password hashing with node:crypto scrypt and a per-user random salt.
 * Stored format: `scrypt$<N>$<r>$<p>$<salt b64url>$<hash b64url>` — the parameters travel with the hash, so a later
 * cost increase still verifies old hashes (and `needsRehash` tells when to upgrade one at the next sign-in).
 */

const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** scrypt needs 128·N·r bytes (128 MiB at N=2^17); node's default limit is 32 MiB, so allow twice the need. */
const maxmemFor = (N: number, r: number) => 2 * 128 * N * r;

export async function hashPassword(password: string): Promise<string> {
  const { N, r, p } = SCRYPT_PARAMS;
  const salt = crypto.randomBytes(SALT_LENGTH);
  const hash = await scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { N, r, p, maxmem: maxmemFor(N, r) });
  return ['scrypt', N, r, p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  // Refuse absurd parameters from a corrupted row rather than allocating gigabytes.
  if (![N, r, p].every(Number.isInteger) || N < 2 || N > 2 ** 20 || r < 1 || r > 32 || p < 1 || p > 16) return null;
  return { N, r, p, salt: Buffer.from(parts[4]!, 'base64url'), hash: Buffer.from(parts[5]!, 'base64url') };
}

/** Constant-time comparison of the derived key with the stored one. A malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || parsed.hash.length === 0) return false;
  const { N, r, p, salt, hash } = parsed;
  const candidate = await scrypt(password.normalize('NFC'), salt, hash.length, { N, r, p, maxmem: maxmemFor(N, r) });
  return crypto.timingSafeEqual(candidate, hash);
}

/** True when a hash was made with other parameters than today's. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.N !== SCRYPT_PARAMS.N || parsed.r !== SCRYPT_PARAMS.r || parsed.p !== SCRYPT_PARAMS.p;
}

let dummyHash: Promise<string> | null = null;
/**
 * A real hash of a random password, computed once. Sign-in checks an unknown account against it so that an unknown
 * account and a wrong password take the same time (no account enumeration by timing).
 */
export function hashForUnknownAccount(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'));
  return dummyHash;
}
