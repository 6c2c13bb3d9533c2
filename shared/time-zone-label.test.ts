import { describe, expect, it } from 'vitest';
import { timeZoneLabel } from './time-zone-label';

describe('timeZoneLabel', () => {
  it('names the city and its offset, never the IANA id', () => {
    const winter = new Date('2026-12-05T12:00:00Z');
    expect(timeZoneLabel('Africa/Ouagadougou', winter)).toBe('Ouagadougou (GMT)');
    expect(timeZoneLabel('Africa/Porto-Novo', winter)).toBe('Porto-Novo (GMT+1)');
    expect(timeZoneLabel('America/Port_of_Spain', winter)).toBe('Port of Spain (GMT\u22124)');
    expect(timeZoneLabel('UTC', winter)).toBe('Temps universel (GMT)');
  });
});
