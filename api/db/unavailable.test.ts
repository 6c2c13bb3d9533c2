import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

// Which errors answer 503 « Service momentanément indisponible » rather than 500.
describe('isDatabaseUnavailable', () => {
  const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it('knows a database going away: restart, refusal, lost connection, pool time-out, wrapped or not', () => {
    for (const err of [
      coded('57P01', 'terminating connection due to administrator command'),
      coded('57P03', 'the database system is starting up'),
      coded('08006'),
      coded('ECONNREFUSED'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('échec', { cause: coded('57P01') }),
      new AggregateError([coded('ECONNREFUSED')], 'connect'),
    ])
      expect(isDatabaseUnavailable(err), String(err)).toBe(true);
  });

  it('leaves the request’s faults and our bugs alone', () => {
    for (const err of [
      coded('23505', 'duplicate key value violates unique constraint'),
      coded('42P01', 'relation does not exist'),
      new TypeError('x is undefined'),
      null,
      'texte',
    ])
      expect(isDatabaseUnavailable(err), String(err)).toBe(false);
  });
});
