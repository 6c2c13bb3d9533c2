import { v7 as uuidv7 } from 'uuid';

/** Time-ordered UUIDv7, generated offline: record ids, mutation ids (idempotency keys), client ids. */
export const newClientId = (): string => uuidv7();
