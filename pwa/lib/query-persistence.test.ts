import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { keepQueriesOnDevice } from './query-persistence';

// Useful offline everywhere: what a screen read online comes back after a reload with the network off.
// The module is loaded with import() after the frame is up, so a screen's first answer often lands before it listens:
// that answer must be kept too (the fabric types, the salaries, the admin's profile and dashboard had none offline).

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('answers kept on the device', () => {
  it('keeps the answers that arrived before it started listening, and those after; puts them back on the next start', async () => {
    const online = new QueryClient();
    await online.fetchQuery({
      queryKey: ['atelier', 'fabric-types'],
      queryFn: async () => [{ id: 't1', name: 'Bazin' }],
    });
    // an initialData (the role kept on the device) is no answer of this session: not written back
    online.getQueryCache().build(online, { queryKey: ['store-member', 'u1'], initialData: { owner: true } });
    const kept = keepQueriesOnDevice(online, 'user-1');
    await kept.hydrated;
    await online.fetchQuery({ queryKey: ['profile'], queryFn: async () => ({ firstName: 'Awa' }) });
    await online.fetchQuery({ queryKey: ['session'], queryFn: async () => ({ token: 'secret' }) });
    await settle();
    kept.stop();

    const offline = new QueryClient();
    const back = keepQueriesOnDevice(offline, 'user-1');
    await back.hydrated;
    expect(offline.getQueryData(['atelier', 'fabric-types'])).toEqual([{ id: 't1', name: 'Bazin' }]);
    expect(offline.getQueryData(['profile'])).toEqual({ firstName: 'Awa' });
    expect(offline.getQueryData(['session'])).toBeUndefined();
    expect(offline.getQueryData(['store-member', 'u1'])).toBeUndefined();
    back.stop();
  });

  it("never puts another account's answers back", async () => {
    const a = new QueryClient();
    const kept = keepQueriesOnDevice(a, 'user-a');
    await a.fetchQuery({ queryKey: ['promo-codes'], queryFn: async () => ['TABASKI10'] });
    await settle();
    kept.stop();
    const b = new QueryClient();
    const other = keepQueriesOnDevice(b, 'user-b');
    await other.hydrated;
    expect(b.getQueryData(['promo-codes'])).toBeUndefined();
    other.stop();
  });
});
