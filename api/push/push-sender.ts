import webpush from 'web-push';
import type { PushPayload } from '#shared/schemas/push';
import type { AppDeps } from '../context';
import { forgetPushEndpoint, userPushSubscriptions } from './push-repository';

export interface PushRun {
  sent: number;
  /** devices the push service says are gone (404/410): forgotten */
  gone: number;
  failed: number;
}

/** A push service that does not answer in this time is given up on (the app shows the order when opened anyway). */
const PUSH_TIMEOUT_MS = 10_000;
/** An order told a day later is no news: the push service may drop it after that. */
const PUSH_TTL_SECONDS = 24 * 3600;

/**
 * Sends `payload` to every device of the user that agreed to Web Push. `web-push` encrypts it for each device
 * (RFC 8291, aes128gcm) and signs the VAPID header (RFC 8292); fetch posts it (RFC 8030), with a time limit.
 * Never throws: a device that cannot be reached must not fail the order that caused the push.
 */
export async function sendPush(
  deps: Pick<AppDeps, 'db' | 'config' | 'log'>,
  userId: string,
  payload: PushPayload,
): Promise<PushRun> {
  const run: PushRun = { sent: 0, gone: 0, failed: 0 };
  const { vapid } = deps.config;
  for (const sub of await userPushSubscriptions(deps.db, userId)) {
    try {
      const request = webpush.generateRequestDetails(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: vapid,
          TTL: PUSH_TTL_SECONDS,
          urgency: 'high',
          contentEncoding: 'aes128gcm',
        },
      );
      const { 'Content-Length': _length, ...headers } = request.headers as Record<string, string>;
      const res = await fetch(request.endpoint, {
        method: request.method,
        headers,
        body: request.body ? new Uint8Array(request.body) : null,
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      });
      await res.body?.cancel();
      if (res.status === 404 || res.status === 410) {
        await forgetPushEndpoint(deps.db, sub.endpoint);
        run.gone++;
      } else if (res.ok) run.sent++;
      else {
        run.failed++;
        // The endpoint is the device's private address: only its host goes to the log.
        deps.log.error(`notification push refusée par ${new URL(sub.endpoint).host} (${res.status})`);
      }
    } catch (err) {
      run.failed++;
      deps.log.error(`notification push impossible vers ${new URL(sub.endpoint).host}`, (err as Error).message);
    }
  }
  return run;
}
