import crypto from 'node:crypto';
import { promisify } from 'node:util';

/**
 * Password hashing with node:crypto scrypt and a per-user random salt.
 * Stored format: `scrypt$<N>$<r>$<p>$<salt b64url>$<hash b64url>` — the parameters travel with the hash, so a later
 * cost increase still verifies old hashes (and `needsRehash` tells when to upgrade one at the next sign-in).
 */

const rawScrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

/**
 * At most this many scrypt derivations run at once; the others wait their turn, in order. scrypt runs in libuv's
 * worker pool, which file reads (storefront pages, uploads) share: unbounded, a burst of sign-ups or sign-ins filled
 * every worker with 128 MiB hashes and a storefront page waited seconds behind them (server.ts also enlarges the pool).
 * Bounding also caps the memory hashing can take (2 × 128 MiB).
 */
export const MAX_CONCURRENT_HASHES = 2;

let running = 0;
let peak = 0;
const waiting: (() => void)[] = [];

/** Counters for tests and diagnostics: hashes running now, the most ever running at once, hashes queued. */
export const hashingStats = () => ({ running, peak, queued: waiting.length });

async function scrypt(...args: Parameters<typeof rawScrypt>): Promise<Buffer> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  // A woken waiter inherits the slot of the hash that finished: `running` is not decremented in between.
  else running++;
  peak = Math.max(peak, running);
  try {
    return await rawScrypt(...args);
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
type ScryptParams = { readonly N: number; readonly r: number; readonly p: number };
/** What new hashes use: always SCRYPT_PARAMS, but in API tests that are not about hashing (the hook below). */
let hashParams: ScryptParams = SCRYPT_PARAMS;

/**
 * Test hook, for Vitest only (it throws anywhere else, so no server can run with it): new hashes, and the hash an
 * unknown account is checked against, use these parameters instead of SCRYPT_PARAMS; `null` gives SCRYPT_PARAMS back.
 * The API test harness lowers the cost (api/testing/hash-cost.ts); passwords.test.ts proves the production cost.
 */
export function setHashParamsForTests(params: ScryptParams | null): void {
  if (!process.env.VITEST) throw new Error('setHashParamsForTests is for the Vitest test runs only');
  hashParams = params ?? SCRYPT_PARAMS;
  dummyHash = null;
}

/** The smallest and largest test cost a server accepts (log2 of N; production hashes at 17). */
export const TEST_SERVER_HASH_COST = { min: 10, max: 16 } as const;

/**
 * For a server started by the test runs only (the journeys' server, the real servers the API tests start): new
 * hashes, and the unknown account's, use N=2^log2N instead of SCRYPT_PARAMS. The server calls it when
 * TEST_PASSWORD_HASH_COST is set (api/config.ts refuses it with NODE_ENV=production) and says so in its log. A hash
 * made at a test cost still verifies, and a server at the production cost rehashes it at the next sign-in.
 */
export function lowerHashCostForTestServer(log2N: number): void {
  if (!Number.isInteger(log2N) || log2N < TEST_SERVER_HASH_COST.min || log2N > TEST_SERVER_HASH_COST.max)
    throw new Error(`test hash cost out of range: ${log2N}`);
  hashParams = { N: 2 ** log2N, r: SCRYPT_PARAMS.r, p: SCRYPT_PARAMS.p };
  dummyHash = null;
}

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** scrypt needs 128·N·r bytes (128 MiB at N=2^17); node's default limit is 32 MiB, so allow twice the need. */
const maxmemFor = (N: number, r: number) => 2 * 128 * N * r;

export async function hashPassword(password: string): Promise<string> {
  const { N, r, p } = hashParams;
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
  return !parsed || parsed.N !== hashParams.N || parsed.r !== hashParams.r || parsed.p !== hashParams.p;
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
