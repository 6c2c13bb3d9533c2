/**
 * Node socket error codes of a peer that could not be reached, or was lost: the database's and the bucket's outage
 * checks (api/db/unavailable.ts, api/storage/unavailable.ts) both start from these.
 */
export const NETWORK_ERROR_CODES: readonly string[] = [
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
];
