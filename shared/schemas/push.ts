import * as v from 'valibot';

export const PUSH_ENDPOINT_INVALID = 'L’adresse du service de notifications de cet appareil n’est pas valide.';
export const PUSH_KEYS_INVALID = 'Les clés de notification de cet appareil ne sont pas valides.';
export const PUSH_SUBSCRIBED = 'Cet appareil recevra les nouvelles commandes, même application fermée.';
export const PUSH_UNSUBSCRIBED = 'Cet appareil ne recevra plus les nouvelles commandes application fermée.';

/** base64url of exactly `bytes` bytes (a browser's PushSubscription keys). */
const base64url = (bytes: number) =>
  v.pipe(
    v.string(PUSH_KEYS_INVALID),
    v.regex(/^[A-Za-z0-9_-]+=*$/, PUSH_KEYS_INVALID),
    v.check((s) => decodedLength(s) === bytes, PUSH_KEYS_INVALID),
  );

const decodedLength = (s: string) => Math.floor((s.replace(/=+$/, '').length * 3) / 4);

const endpoint = v.pipe(
  v.string(PUSH_ENDPOINT_INVALID),
  v.trim(),
  v.maxLength(2000, PUSH_ENDPOINT_INVALID),
  v.url(PUSH_ENDPOINT_INVALID),
);

/** POST /api/push/subscriptions: what PushSubscription.toJSON() gives (the p256dh key is 65 bytes, auth 16). */
export const pushSubscriptionSchema = v.object({
  endpoint,
  keys: v.object({ p256dh: base64url(65), auth: base64url(16) }, PUSH_KEYS_INVALID),
});
export type PushSubscriptionInput = v.InferOutput<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscriptions: the device that no longer wants them. */
export const pushEndpointSchema = v.object({ endpoint });

/** GET /api/push/key: the application server's public key the device subscribes with. */
export interface PushKeyJson {
  publicKey: string;
}

/** What the service worker shows for one push (the payload, encrypted for the device). */
export interface PushPayload {
  title: string;
  body: string;
  /** the app page a tap opens */
  url: string;
  /** one notification per order: a second push for it replaces the first */
  tag: string;
  /** her unread count, for the app icon's badge */
  unread: number;
}
