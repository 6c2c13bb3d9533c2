import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../lib/api';
import { FIVE_MINUTES, createQueryClient, retryDelay, shouldRetry } from './query-client';

describe('query defaults (spec section 9)', () => {
  it('keeps data fresh 5 minutes and retries 3 times with min(1000·2^n, 30000) ms', () => {
    const defaults = createQueryClient().getDefaultOptions().queries!;
    expect(defaults.staleTime).toBe(FIVE_MINUTES);
    expect([0, 1, 2, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 30000, 30000]);
    const retry = defaults.retry as (n: number, e: unknown) => boolean;
    expect(retry(2, new ApiRequestError(0, 'réseau'))).toBe(true);
    expect(retry(3, new ApiRequestError(503, 'indisponible'))).toBe(false);
  });
  it('does not retry a client error (4xx): asking again will not help', () => {
    expect(shouldRetry(3)(0, new ApiRequestError(404, 'introuvable'))).toBe(false);
    expect(shouldRetry(2)(1, new ApiRequestError(500, 'erreur'))).toBe(true);
    expect(shouldRetry(2)(2, new ApiRequestError(500, 'erreur'))).toBe(false);
  });
});
