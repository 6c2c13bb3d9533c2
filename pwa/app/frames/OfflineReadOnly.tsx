import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { useOnline } from '../../lib/online';

/**
 * Screens that work offline on their own: those whose changes are kept on the device and sent later (the sync mirror:
 * customers, orders, the atelier's customers, measurements and orders, the sync screen), and the catalogue (its copy on
 * the device, decision 016: she lists, searches and opens her products; the product form keeps what she types and
 * says the network is needed to save). Every other back-office screen changes things through the network: offline it
 * shows the data last seen, read-only.
 */
const WORKS_OFFLINE = [
  '/user/dashboard',
  '/user/customers',
  '/user/orders',
  '/user/sync',
  '/user/atelier/dashboard',
  '/user/atelier/costumer',
  '/user/atelier/customer',
  '/user/atelier/orders',
  '/user/atelier/calendar',
  '/user/products',
  '/user/atelier/product',
  '/user/atelier/ecommerce',
];
export const worksOffline = (pathname: string) =>
  WORKS_OFFLINE.some((p) => pathname === p || pathname.startsWith(`${p}/`));

/** Said once, under the offline banner, in its words. */
export const OFFLINE_READ_ONLY =
  'Hors ligne : vous voyez ce que cet écran montrait à votre dernière connexion. Ses modifications reviendront avec le réseau.';

/**
 * Useful offline everywhere: offline, a screen that needs the network for its changes stays readable —
 * the data last seen (kept on the device: lib/query-persistence.ts) — and read-only: its fields and buttons are
 * disabled (a disabled fieldset), links keep working. One calm sentence says so.
 */
export function OfflineReadOnly({ pathname, children }: { pathname: string; children: ReactNode }) {
  const online = useOnline();
  if (online || worksOffline(pathname)) return <>{children}</>;
  return (
    <>
      <Text size="sm" c="dimmed" mb="sm" data-testid="offline-read-only">
        {OFFLINE_READ_ONLY}
      </Text>
      <fieldset disabled style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }} data-testid="offline-fieldset">
        {children}
      </fieldset>
    </>
  );
}
