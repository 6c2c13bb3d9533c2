import { describe, expect, it } from 'vitest';
import { USER_STALE_MS, retryDelayMs } from '#shared/constants';
import { ApiRequestError } from '../lib/api';
import { createQueryClient, queryPolicy, shouldRetry } from './query-client';

describe('query policies (spec section 9)', () => {
  it('keeps data fresh 5 minutes and retries 3 times with min(1000·2^n, 30000) ms by default', () => {
    const defaults = createQueryClient().getDefaultOptions().queries!;
    expect(defaults.staleTime).toBe(5 * 60 * 1000);
    expect(defaults.staleTime).toBe(USER_STALE_MS);
    expect(defaults.retryDelay).toBe(retryDelayMs);
    expect([0, 1, 2, 5, 10].map(retryDelayMs)).toEqual([1000, 2000, 4000, 30000, 30000]);
    const retry = defaults.retry as (n: number, e: unknown) => boolean;
    expect(retry(2, new ApiRequestError(0, 'réseau'))).toBe(true);
    expect(retry(3, new ApiRequestError(503, 'indisponible'))).toBe(false);
  });
  it('retries notifications twice, and figures are asked again on every visit', () => {
    const notif = queryPolicy.notifications.retry;
    expect(notif(1, new ApiRequestError(0, 'réseau'))).toBe(true);
    expect(notif(2, new ApiRequestError(0, 'réseau'))).toBe(false);
    expect(queryPolicy.notifications.staleTime).toBe(5 * 60 * 1000);
    expect(queryPolicy.live.staleTime).toBe(0);
    expect(queryPolicy.live.retry(2, new ApiRequestError(0, 'réseau'))).toBe(true);
  });
  it('does not retry a client error (4xx): asking again will not help', () => {
    expect(shouldRetry(3)(0, new ApiRequestError(404, 'introuvable'))).toBe(false);
    expect(shouldRetry(3)(0, new ApiRequestError(401, 'non connecté'))).toBe(false);
    expect(shouldRetry(2)(1, new ApiRequestError(500, 'erreur'))).toBe(true);
    expect(shouldRetry(2)(2, new ApiRequestError(500, 'erreur'))).toBe(false);
  });
});
