import webpush from 'web-push';
import { dataDirSecret } from '../data-dir-secret';

/** The application server's key pair for Web Push (RFC 8292), base64url as browsers and `web-push` read them. */
export interface VapidSettings {
  publicKey: string;
  privateKey: string;
  /** who the push services may contact about this sender: a mailto: or https: address */
  subject: string;
}

const isKey = (s: string, bytes: number) => /^[A-Za-z0-9_-]+$/.test(s) && Buffer.from(s, 'base64url').length === bytes;

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (both or neither), else the pair generated into DATA_DIR/vapid-keys.json on
 * first start (like the JWT secret). Several machines must share one pair: a subscription is tied to the public key
 * it was made with, so a pair generated per machine would make the others' pushes refused.
 */
export function resolveVapid(
  env: NodeJS.ProcessEnv,
  dataDir: string,
  mailFrom: string,
  problems: string[],
): VapidSettings {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  const subject = env.VAPID_SUBJECT || `mailto:${address.trim()}`;
  if (!/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(subject))
    problems.push(`VAPID_SUBJECT doit être une adresse mailto: ou https: (reçu « ${subject} »).`);
  const givenPublic = env.VAPID_PUBLIC_KEY ?? '';
  const givenPrivate = env.VAPID_PRIVATE_KEY ?? '';
  if (givenPublic !== '' || givenPrivate !== '') {
    if (!isKey(givenPublic, 65) || !isKey(givenPrivate, 32))
      problems.push(
        'VAPID_PUBLIC_KEY et VAPID_PRIVATE_KEY vont ensemble : une clé publique P-256 (65 octets) et sa clé privée ' +
          '(32 octets), en base64url, comme les écrit `npx web-push generate-vapid-keys`.',
      );
    return { publicKey: givenPublic, privateKey: givenPrivate, subject };
  }
  const kept = JSON.parse(
    dataDirSecret(dataDir, 'vapid-keys.json', () => JSON.stringify(webpush.generateVAPIDKeys())),
  ) as { publicKey: string; privateKey: string };
  return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject };
}
