import { requireAuth, requireRole } from '../auth/guards';

/** Every platform-admin sub-app: signed in with role `admin` (a merchant gets 403). Apply with `.use('*', ...)`. */
export const adminGuards = [requireAuth, requireRole('admin')] as const;
