import { queryOptions } from '@tanstack/react-query';
import type { StoreMemberJson, StorePermission } from '#shared/schemas/staff';
import { apiFetch } from './api';

/**
 * Who the signed-in user is in their store (GET /api/atelier/me): the owner (every permission) or a staff account
 * and its role's permissions. The menu and the screens mirror it; the API enforces it on every route.
 * Kept on the device so the menu stays right offline. Freshness and retries: the client's standard policy.
 */
const KEY = 'boutique.store-member';

/**
 * The owner, or a role holding `p`: the rule of `hasPermission` in #shared/schemas/staff, here without that module's
 * schemas (valibot), which the frame's first load does not need.
 */
export const hasPermission = (member: Pick<StoreMemberJson, 'owner' | 'permissions'>, p: StorePermission) =>
  member.owner || member.permissions.includes(p);

export function storeMemberQuery(userId: string) {
  return queryOptions({
    queryKey: ['store-member', userId],
    queryFn: async () => {
      try {
        const data = (await apiFetch<{ data: StoreMemberJson }>('/api/atelier/me')).data;
        localStorage.setItem(`${KEY}.${userId}`, JSON.stringify(data));
        return data;
      } catch (error) {
        const kept = localStorage.getItem(`${KEY}.${userId}`);
        if (kept) return JSON.parse(kept) as StoreMemberJson;
        throw error;
      }
    },
    // Offline, a query waits for the network instead of running: the role kept on the device is known at once, so the
    // owner's tablet reopened offline still offers her orders and shows her amounts; online it is read again.
    initialData: () => keptMember(userId),
    initialDataUpdatedAt: 0,
  });
}

/**
 * The permissions that open each part of the merchant area for a staff account (any one of them). A path not listed
 * is the owner's only (deny by default): subscription, settings, products, personalization…
 */
const PATHS: [prefix: string, permissions: StorePermission[]][] = [
  ['/user/atelier/dashboard', ['orders', 'order_stages', 'calendar', 'transactions']],
  ['/user/atelier/costumer', ['customers', 'measurements']],
  ['/user/atelier/customer', ['customers', 'measurements']],
  ['/user/atelier/orders/addnew', ['orders']],
  ['/user/atelier/orders/edit', ['orders']],
  ['/user/atelier/orders', ['orders', 'order_stages']],
  ['/user/atelier/mesurements', ['settings']],
  ['/user/atelier/measurements', ['settings']],
  // The merchant's own screens reached from the atelier: the owner's only, as their API routes are.
  ['/user/atelier/settings/galery', []],
  ['/user/atelier/settings/gallery', []],
  ['/user/atelier/settings/profiles', []],
  ['/user/atelier/settings/personalization', []],
  ['/user/atelier/product', []],
  ['/user/atelier/ecommerce', []],
  ['/user/atelier/notifications', []],
  ['/user/atelier/settings/roles', ['settings']],
  ['/user/atelier/settings/chlothe-types', ['settings']],
  ['/user/atelier/settings/clothing-types', ['settings']],
  ['/user/atelier/settings/services', ['services']],
  ['/user/atelier/settings', ['settings']],
  ['/user/atelier/calendar', ['calendar']],
  ['/user/atelier/transaction', ['transactions']],
  ['/user/atelier/fabric', ['fabrics']],
  ['/user/atelier/supplier', ['suppliers']],
  ['/user/atelier/services', ['services']],
  ['/user/atelier/staff/salary-payement', ['salaries']],
  ['/user/atelier/staff/salary-payment', ['salaries']],
  ['/user/atelier/staff', ['staff']],
  ['/user/sync', ['customers', 'measurements', 'orders', 'order_stages']],
];

/** Whether a page of the merchant area is open to this member (the owner: always). */
export function pathAllowed(pathname: string, member: Pick<StoreMemberJson, 'owner' | 'permissions'> | undefined) {
  if (!member || member.owner) return true;
  const path = pathname.replace(/\/$/, '');
  const match = PATHS.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
  return Boolean(match && match[1].some((p) => member.permissions.includes(p)));
}

/** Where a staff account starts: the first atelier page its role opens. */
export function staffHome(member: Pick<StoreMemberJson, 'permissions'>): string {
  const first = [
    '/user/atelier/orders/orders',
    '/user/atelier/costumer/customers',
    '/user/atelier/calendar/order',
  ].find((p) => pathAllowed(p, { owner: false, permissions: member.permissions }));
  return first ?? '/user/sync';
}

function keptMember(userId: string): StoreMemberJson | undefined {
  try {
    const kept = localStorage.getItem(`${KEY}.${userId}`);
    return kept ? (JSON.parse(kept) as StoreMemberJson) : undefined;
  } catch {
    return undefined;
  }
}
