/** The name of a merchant's local database (db.ts opens it; first-pull.ts, in the app's entry, looks for it). */
export const syncDatabaseName = (userId: string) => `boutique-sync-${userId}`;
