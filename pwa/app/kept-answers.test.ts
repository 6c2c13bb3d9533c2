import { describe, expect, it } from 'vitest';
import { keptAnswersAtOnce } from './kept-answers';

describe('when the answers kept on the device are loaded', () => {
  it('at once offline, or when the service worker serves the app; after the first paint on a first visit online', () => {
    expect(keptAnswersAtOnce({ onLine: false, serviceWorker: { controller: null } })).toBe(true);
    expect(keptAnswersAtOnce({ onLine: true, serviceWorker: { controller: {} } })).toBe(true);
    expect(keptAnswersAtOnce({ onLine: true, serviceWorker: { controller: null } })).toBe(false);
    expect(keptAnswersAtOnce({ onLine: true, serviceWorker: undefined })).toBe(false);
  });
});
