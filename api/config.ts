import path from 'node:path';
import fs from 'node:fs';
import crypto from 'node:crypto';
import type { S3Settings } from './storage/bucket-files';
import { resolveVapid, type VapidSettings } from './push/vapid-keys';
import { TEST_SERVER_HASH_COST } from './auth/passwords';
import { dataDirSecret } from './data-dir-secret';

/** Runtime configuration, read once from the environment and validated at start. */
export interface AppConfig {
  port: number;
  dataDir: string;
  /** PostgreSQL connection URL (DATABASE_URL); null: the embedded SQLite database DATA_DIR/boutique.sqlite. */
  databaseUrl: string | null;
  /** Secret used to sign access tokens (HS256). Generated into DATA_DIR on first start when not given. */
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  /** Refresh lifetime when 'Se souvenir de moi' is ticked, and when it is not. */
  refreshTtlRememberSeconds: number;
  refreshTtlSessionSeconds: number;
  smtp: { host: string; port: number; secure: boolean; user?: string; pass?: string } | null;
  mailFrom: string;
  /** Public origin used in links inside mails (e.g. reset links). */
  publicUrl: string;
  /** Build publishing of storefronts in the background (off in most unit tests). */
  publishStorefronts: boolean;
  /** A running publish job whose worker went silent this long is taken over by another process (PUBLISH_JOB_TIMEOUT). */
  publishJobTimeoutSeconds: number;
  /**
   * Quiet time before a publication starts (PUBLISH_SETTLE_MS): every change in that time restarts it, so a burst of
   * edits (a new store, its first product and variants) makes one build instead of one per edit.
   */
  publishSettleMs: number;
  /**
   * A one-shot storefront builder CLI (`node <script> <snapshot.json> <outDir>`) instead of the warm Astro builder
   * (STOREFRONT_BUILDER; tests and benches use a stand-in). Null: Astro.
   */
  storefrontBuilder: string | null;
  /** Behind one reverse proxy: take the client address from the last X-Forwarded-For entry. */
  trustProxy: boolean;
  /** Sign-ups accepted per client address per hour (each costs a 128 MiB scrypt and notifies every admin). */
  signupsPerHour: number;
  logLevel: 'silent' | 'error' | 'info';
  /** S3_BUCKET and co.: uploads and storefront releases live in this bucket (null: files under DATA_DIR). */
  s3: S3Settings | null;
  /** PUBLIC_ASSETS_URL: a CDN in front of the bucket; immutable files are redirected there. */
  publicAssetsUrl: string | null;
  /** METRICS_TOKEN: the Bearer token GET /metrics asks for (null: no /metrics). */
  metricsToken: string | null;
  /** SHUTDOWN_GRACE_S: how long a stopping process lets the requests in flight finish. */
  shutdownGraceSeconds: number;
  /** Web Push keys (VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, else generated into DATA_DIR on first start). */
  vapid: VapidSettings;
  /**
   * PUSH_LOOPBACK_HTTP=true: a device may name a push service on this machine over plain http (tests, development).
   * Otherwise only https push services: the server would not post to its own neighbours on a device's word.
   */
  pushLoopbackHttp: boolean;
  /**
   * TEST_PASSWORD_HASH_COST: for the test runs' servers only, log2 of the scrypt cost of new password hashes (10 to
   * 16; null: production's 2^17). Refused with NODE_ENV=production.
   */
  testPasswordHashCost: number | null;
  /** CINETPAY_API_URL: CinetPay's API (its public one by default; tests point it at a local double of it). */
  cinetpayApiUrl: string;
}

export class ConfigError extends Error {}

function readInt(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
  problems: string[],
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) {
    problems.push(`${name} doit être un entier (reçu « ${raw} »).`);
    return fallback;
  }
  const n = Number(raw);
  if (n < min || n > max) problems.push(`${name} doit être compris entre ${min} et ${max} (reçu ${n}).`);
  return n;
}

/** Reads the secret from the environment, or from DATA_DIR/jwt-secret (created on first start). */
function resolveSecret(env: NodeJS.ProcessEnv, dataDir: string, problems: string[]): string {
  const given = env.JWT_SECRET;
  if (given !== undefined && given !== '') {
    if (given.length < 32) problems.push('JWT_SECRET doit faire au moins 32 caractères.');
    return given;
  }
  return dataDirSecret(dataDir, 'jwt-secret', () => crypto.randomBytes(48).toString('base64url'));
}

/** DATABASE_URL: unset or empty keeps SQLite; otherwise a postgres:// URL (its password never goes into a message). */
function readDatabaseUrl(env: NodeJS.ProcessEnv, problems: string[]): string | null {
  const raw = env.DATABASE_URL ?? '';
  if (raw === '') return null;
  let url: URL | null;
  try {
    url = new URL(raw);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') || url.pathname.length < 2) {
    problems.push(
      'DATABASE_URL doit être une URL PostgreSQL de la forme postgres://utilisateur:motdepasse@hôte:5432/base ' +
        '(laissez-la vide pour la base SQLite intégrée).',
    );
    return null;
  }
  return raw;
}

/** S3_BUCKET and the usual S3 variables (decision 021); null without S3_BUCKET. */
function readS3(env: NodeJS.ProcessEnv, problems: string[]): S3Settings | null {
  const bucket = env.S3_BUCKET ?? '';
  if (bucket === '') return null;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    problems.push(
      `S3_BUCKET doit être un nom de bucket S3 : 3 à 63 minuscules, chiffres, points ou tirets (reçu « ${bucket} »).`,
    );
  const endpoint = env.S3_ENDPOINT ?? '';
  if (endpoint !== '' && !/^https?:\/\/[^\s/]+/.test(endpoint))
    problems.push(
      `S3_ENDPOINT doit être une URL en http ou https, par exemple https://s3.example.com (reçu « ${endpoint} »).`,
    );
  const pathStyle = env.S3_FORCE_PATH_STYLE ?? '';
  if (pathStyle !== '' && pathStyle !== 'true' && pathStyle !== 'false')
    problems.push(`S3_FORCE_PATH_STYLE doit valoir true ou false (reçu « ${pathStyle} »).`);
  const keyId = env.AWS_ACCESS_KEY_ID ?? '';
  const secret = env.AWS_SECRET_ACCESS_KEY ?? '';
  if ((keyId === '') !== (secret === ''))
    problems.push('AWS_ACCESS_KEY_ID et AWS_SECRET_ACCESS_KEY vont ensemble : donnez les deux ou aucun.');
  return {
    bucket,
    endpoint: endpoint === '' ? null : endpoint.replace(/\/$/, ''),
    region: env.S3_REGION || env.AWS_REGION || 'us-east-1',
    // An endpoint of our own (MinIO, Garage, a test server) rarely has per-bucket host names: path style by default.
    forcePathStyle: pathStyle === '' ? endpoint !== '' : pathStyle === 'true',
    credentials: keyId !== '' && secret !== '' ? { accessKeyId: keyId, secretAccessKey: secret } : null,
  };
}

/**
 * What a machine of several should know at start (logged by server.ts): the mail outbox on its own disk when there
 * is no SMTP server.
 */
export function severalMachinesNotes(config: AppConfig): string[] {
  if (!config.s3 || !config.databaseUrl || config.smtp) return [];
  return [
    `Sans SMTP_HOST, les e-mails restent dans le dossier ${path.join(config.dataDir, 'outbox')} de cette machine ` +
      '(codes de réinitialisation compris) : avec plusieurs machines, configurez SMTP_HOST.',
  ];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const problems: string[] = [];
  const port = readInt(env, 'PORT', 3000, 1, 65535, problems);
  const dataDir = path.resolve(env.DATA_DIR && env.DATA_DIR !== '' ? env.DATA_DIR : './data');
  const smtpHost = env.SMTP_HOST ?? '';
  const smtpPort = readInt(env, 'SMTP_PORT', 587, 1, 65535, problems);
  const smtpSecure = env.SMTP_SECURE ?? '';
  if (smtpSecure !== '' && smtpSecure !== 'true' && smtpSecure !== 'false') {
    problems.push(`SMTP_SECURE doit valoir true ou false (reçu « ${smtpSecure} »).`);
  }
  const mailFrom = env.MAIL_FROM && env.MAIL_FROM !== '' ? env.MAIL_FROM : 'Boutique <no-reply@boutique.local>';
  const publicUrl =
    env.PUBLIC_URL && env.PUBLIC_URL !== '' ? env.PUBLIC_URL.replace(/\/$/, '') : `http://localhost:${port}`;
  if (!/^https?:\/\/[^\s]+$/.test(publicUrl))
    problems.push(`PUBLIC_URL doit être une URL en http ou https (reçu « ${publicUrl} »).`);
  const logLevel = (env.LOG_LEVEL ?? 'info') as AppConfig['logLevel'];
  if (!['silent', 'error', 'info'].includes(logLevel))
    problems.push(`LOG_LEVEL doit valoir silent, error ou info (reçu « ${logLevel} »).`);
  const publish = env.PUBLISH_STOREFRONTS ?? 'true';
  if (publish !== 'true' && publish !== 'false')
    problems.push(`PUBLISH_STOREFRONTS doit valoir true ou false (reçu « ${publish} »).`);
  const trustProxy = env.TRUST_PROXY ?? 'false';
  if (trustProxy !== 'true' && trustProxy !== 'false')
    problems.push(`TRUST_PROXY doit valoir true ou false (reçu « ${trustProxy} »).`);
  const databaseUrl = readDatabaseUrl(env, problems);
  const accessTokenTtlSeconds = readInt(env, 'ACCESS_TOKEN_TTL', 15 * 60, 10, 24 * 3600, problems);
  const signupsPerHour = readInt(env, 'SIGNUP_LIMIT', 30, 1, 100_000, problems);
  const publishJobTimeoutSeconds = readInt(env, 'PUBLISH_JOB_TIMEOUT', 60, 1, 3600, problems);
  const publishSettleMs = readInt(env, 'PUBLISH_SETTLE_MS', 150, 0, 60_000, problems);
  const storefrontBuilder = env.STOREFRONT_BUILDER ? path.resolve(env.STOREFRONT_BUILDER) : null;
  if (storefrontBuilder && !fs.existsSync(storefrontBuilder))
    problems.push(`STOREFRONT_BUILDER ne désigne aucun fichier (reçu « ${env.STOREFRONT_BUILDER} »).`);
  const s3 = readS3(env, problems);
  const publicAssetsUrl = (env.PUBLIC_ASSETS_URL ?? '').replace(/\/+$/, '') || null;
  if (publicAssetsUrl && !/^https?:\/\/[^\s]+$/.test(publicAssetsUrl))
    problems.push(`PUBLIC_ASSETS_URL doit être une URL en http ou https (reçu « ${publicAssetsUrl} »).`);
  if (publicAssetsUrl && !s3)
    problems.push("PUBLIC_ASSETS_URL ne sert qu'avec S3_BUCKET (le CDN est devant le bucket).");
  // Several machines (one database, one bucket) must sign tokens with one secret: a secret generated into each
  // machine's DATA_DIR would differ from one machine to the next.
  if (s3 && databaseUrl && !env.JWT_SECRET)
    problems.push(
      'JWT_SECRET doit être donné quand S3_BUCKET et DATABASE_URL sont définis : toutes les machines doivent signer ' +
        'les jetons avec le même secret (un secret généré dans DATA_DIR serait différent sur chaque machine).',
    );
  const metricsToken = env.METRICS_TOKEN ?? '';
  if (metricsToken !== '' && (metricsToken.length < 16 || /\s/.test(metricsToken)))
    problems.push('METRICS_TOKEN doit faire au moins 16 caractères, sans espace.');
  const shutdownGraceSeconds = readInt(env, 'SHUTDOWN_GRACE_S', 20, 0, 3600, problems);
  const testPasswordHashCost = readTestHashCost(env, problems);
  const cinetpayApiUrl = (env.CINETPAY_API_URL || 'https://api-checkout.cinetpay.com').replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s]+$/.test(cinetpayApiUrl))
    problems.push(`CINETPAY_API_URL doit être une URL en http ou https (reçu « ${cinetpayApiUrl} »).`);
  if (problems.length > 0) throw new ConfigError('Configuration invalide :\n- ' + problems.join('\n- '));
  const jwtSecret = resolveSecret(env, dataDir, problems);
  const vapid = resolveVapid(env, dataDir, mailFrom, problems);
  if (problems.length > 0) throw new ConfigError('Configuration invalide :\n- ' + problems.join('\n- '));
  return {
    port,
    dataDir,
    databaseUrl,
    jwtSecret,
    accessTokenTtlSeconds,
    refreshTtlRememberSeconds: 30 * 24 * 3600,
    refreshTtlSessionSeconds: 24 * 3600,
    smtp: smtpHost
      ? {
          host: smtpHost,
          port: smtpPort,
          secure: smtpSecure === 'true',
          user: env.SMTP_USER || undefined,
          pass: env.SMTP_PASS || undefined,
        }
      : null,
    mailFrom,
    publicUrl,
    publishStorefronts: publish === 'true',
    publishJobTimeoutSeconds,
    publishSettleMs,
    storefrontBuilder,
    trustProxy: trustProxy === 'true',
    signupsPerHour,
    logLevel,
    s3,
    publicAssetsUrl,
    metricsToken: metricsToken === '' ? null : metricsToken,
    shutdownGraceSeconds,
    vapid,
    pushLoopbackHttp: env.PUSH_LOOPBACK_HTTP === 'true',
    testPasswordHashCost,
    cinetpayApiUrl,
  };
}

/**
 * The test runs hash passwords at a lower cost where a test is not about hashing: the journeys' server and the API
 * tests' real servers (each sign-up and sign-in costs a 128 MiB scrypt at the production cost, seconds on a busy
 * machine). Never with NODE_ENV=production.
 */
function readTestHashCost(env: NodeJS.ProcessEnv, problems: string[]): number | null {
  if (!env.TEST_PASSWORD_HASH_COST) return null;
  if (env.NODE_ENV === 'production') {
    problems.push(
      'TEST_PASSWORD_HASH_COST abaisse le coût du hachage des mots de passe pour les tests : interdit avec ' +
        'NODE_ENV=production.',
    );
    return null;
  }
  const { min, max } = TEST_SERVER_HASH_COST;
  return readInt(env, 'TEST_PASSWORD_HASH_COST', max, min, max, problems);
}
