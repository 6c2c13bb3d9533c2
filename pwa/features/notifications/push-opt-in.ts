// Loaded only when the merchant taps the bell's push item: nothing of this weighs on the first screens.
import type { PushKeyJson } from '#shared/schemas/push';
import { apiFetch } from '../../lib/api';

const KEY = 'boutique.push-endpoint';
export const PUSH_DENIED =
  'Les notifications sont bloquées pour Boutique dans ce navigateur : autorisez-les dans ses réglages du site.';
export const PUSH_UNSUPPORTED = 'Ce navigateur ne sait pas recevoir de notifications application fermée.';

/** This device asked for Web Push (remembered on the device: the subscription itself lives in the service worker). */
export const pushKeptOnDevice = (): boolean => localStorage.getItem(KEY) !== null;

export const pushSupported = (): boolean =>
  typeof Notification !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window;

/** Asks her permission, subscribes at the browser's push service with the server's key, gives the server the device. */
export async function subscribeToPush(): Promise<string> {
  if (!pushSupported()) throw new Error(PUSH_UNSUPPORTED);
  if ((await Notification.requestPermission()) !== 'granted') throw new Error(PUSH_DENIED);
  const { data } = await apiFetch<{ data: PushKeyJson }>('/api/push/key');
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64urlBytes(data.publicKey),
    }));
  const answer = await apiFetch<{ message: string }>('/api/push/subscriptions', {
    method: 'POST',
    body: subscription.toJSON(),
  });
  localStorage.setItem(KEY, subscription.endpoint);
  return answer.message;
}

/** Stops Web Push on this device: the server forgets it, the browser drops the subscription. */
export async function unsubscribeFromPush(): Promise<string> {
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.getSubscription();
  const endpoint = subscription?.endpoint ?? localStorage.getItem(KEY);
  let message = '';
  if (endpoint)
    message = (await apiFetch<{ message: string }>('/api/push/subscriptions', { method: 'DELETE', body: { endpoint } }))
      .message;
  await subscription?.unsubscribe();
  localStorage.removeItem(KEY);
  return message;
}

function base64urlBytes(text: string): Uint8Array<ArrayBuffer> {
  const b64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const raw = atob(b64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}
