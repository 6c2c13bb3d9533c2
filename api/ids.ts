import { v7 as uuidv7 } from 'uuid';

/** Time-ordered UUIDv7: sortable ids that clients may also generate offline. */
export const newId = (): string => uuidv7();

/** ISO-8601 UTC timestamp text, the one time format stored in the database. */
export const nowIso = (): string => new Date().toISOString();
