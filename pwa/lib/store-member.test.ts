import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STARTER_ROLES, type StorePermission } from '#shared/schemas/staff';
import { pathAllowed, staffHome } from './store-member';

/**
 * Who may open each atelier page (the owner always may), stated independently of store-member.ts's table and checked
 * against EVERY route file under pwa/routes/user/atelier: a new atelier page without its row here fails, and a row
 * that opens a page to a role the page's API refuses (or closes one it allows) fails the matrix below.
 * `'owner'`: the merchant's own screens, whose API routes refuse every staff account.
 */
const OPENERS: [prefix: string, openers: StorePermission[] | 'owner'][] = [
  ['/user/atelier/dashboard', ['orders', 'order_stages', 'calendar', 'transactions']],
  ['/user/atelier/costumer', ['customers', 'measurements']],
  ['/user/atelier/customer', ['customers', 'measurements']],
  ['/user/atelier/orders/addnew', ['orders']],
  ['/user/atelier/orders/edit', ['orders']],
  ['/user/atelier/orders', ['orders', 'order_stages']],
  ['/user/atelier/mesurements', ['settings']],
  ['/user/atelier/measurements', ['settings']],
  ['/user/atelier/settings/chlothe-types', ['settings']],
  ['/user/atelier/settings/clothing-types', ['settings']],
  ['/user/atelier/settings/roles', ['settings']],
  ['/user/atelier/settings/services', ['services']],
  ['/user/atelier/settings/galery', 'owner'],
  ['/user/atelier/settings/gallery', 'owner'],
  ['/user/atelier/settings/profiles', 'owner'],
  ['/user/atelier/settings/personalization', 'owner'],
  ['/user/atelier/calendar', ['calendar']],
  ['/user/atelier/transaction', ['transactions']],
  ['/user/atelier/fabric', ['fabrics']],
  ['/user/atelier/supplier', ['suppliers']],
  ['/user/atelier/services', ['services']],
  ['/user/atelier/staff/salary-payement', ['salaries']],
  ['/user/atelier/staff/salary-payment', ['salaries']],
  ['/user/atelier/staff', ['staff']],
  ['/user/atelier/product', 'owner'],
  ['/user/atelier/ecommerce', 'owner'],
  ['/user/atelier/notifications', 'owner'],
  // The page where the merchant switches the atelier on.
  ['/user/atelier', 'owner'],
];

/** Every atelier page's path, from the route files (params filled in): the app's route table. */
function atelierPaths(): string[] {
  const root = join(import.meta.dirname, '../routes/user/atelier');
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith('.tsx') ? [join(dir, e.name)] : [],
    );
  return walk(root).map((file) => {
    const path = relative(root, file)
      .replace(/\.tsx$/, '')
      .replace(/(^|\/)index$/, '')
      .replace(/\$[a-zA-Z]+/g, 'x-123');
    return path ? `/user/atelier/${path}` : '/user/atelier';
  });
}

const openersOf = (path: string) =>
  OPENERS.filter(([prefix]) => path === prefix || path.startsWith(`${prefix}/`)).sort(
    (a, b) => b[0].length - a[0].length,
  )[0]?.[1];

describe('atelier pages per role (the menu and the screens; the API enforces the same)', () => {
  const paths = atelierPaths();

  it('knows who opens every atelier route file', () => {
    expect(paths.length).toBeGreaterThan(50);
    for (const path of paths) expect(openersOf(path), `${path} has no row in OPENERS`).toBeDefined();
  });

  it('opens each page to exactly the starter roles whose permissions allow it, and every page to the owner', () => {
    for (const role of STARTER_ROLES) {
      const member = { owner: false, permissions: [...role.permissions] };
      for (const path of paths) {
        const openers = openersOf(path)!;
        const expected = openers !== 'owner' && openers.some((p) => role.permissions.includes(p));
        expect([role.name, path, pathAllowed(path, member)]).toEqual([role.name, path, expected]);
        expect(pathAllowed(path, { owner: true, permissions: [] })).toBe(true);
      }
    }
    // A role with every permission still cannot open the merchant's own screens.
    const all = {
      owner: false,
      permissions: STARTER_ROLES.flatMap((r) => [...r.permissions]).concat('salaries', 'settings'),
    };
    for (const path of paths.filter((p) => openersOf(p) === 'owner')) expect(pathAllowed(path, all), path).toBe(false);
  });

  it('keeps a cutter away from salaries, staff and transactions, and lets them move stages', () => {
    const coupeur = STARTER_ROLES.find((r) => r.name === 'Coupeur')!;
    const member = { owner: false, permissions: [...coupeur.permissions] };
    for (const path of paths.filter((p) => /\/(staff|transaction)(\/|$)/.test(p)))
      expect(pathAllowed(path, member), path).toBe(false);
    expect(pathAllowed('/user/atelier/orders/view/x-123', member)).toBe(true);
    expect(pathAllowed('/user/atelier/orders/edit/x-123', member)).toBe(false);
    expect(staffHome(member)).toBe('/user/atelier/orders/orders');
  });
});
