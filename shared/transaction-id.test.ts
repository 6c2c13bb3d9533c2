import { describe, expect, it } from 'vitest';
import { normalizeTransactionId, sameTransaction } from './transaction-id';

describe('the same mobile money payment, however it is typed', () => {
  it('ignores case, spaces, dashes, underscores and dots', () => {
    expect(normalizeTransactionId(' om-2026 12.34_a ')).toBe('OM20261234A');
    expect(sameTransaction('wave-8841 20', 'WAVE884120')).toBe(true);
  });

  it('keeps digits and letters apart', () => {
    expect(sameTransaction('WAVE884120', 'WAVE884121')).toBe(false);
  });
});
