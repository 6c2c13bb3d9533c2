import { requireActiveSubscription, requireAuth, requireRole, requireStore } from '../auth/guards';

/**
 * The chain every merchant store-data route runs: signed in, role `user`, own store (from the token), and writes
 * refused while the subscription is suspended. Applied per path because the sub-apps are mounted at /api.
 */
export const merchantGuards = [requireAuth, requireRole('user'), requireStore, requireActiveSubscription] as const;
