import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERIC_TITLES, SCREEN_TITLES, screenTitle } from './screen-titles';
import { navEntries } from './frame-title';
import { merchantNav } from './merchant-nav';
import { ADMIN_NAV } from './admin-nav';

const ROUTES = join(import.meta.dirname, '../../routes');

/** The full paths of TanStack Router's generated tree (pwa/routeTree.gen.ts), trailing slash of index routes kept. */
function treePaths(): string[] {
  const source = readFileSync(join(import.meta.dirname, '../../routeTree.gen.ts'), 'utf8');
  const block = /export interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(source)?.[1] ?? '';
  return [...block.matchAll(/^\s*'([^']+)':/gm)].map((m) => m[1]!);
}

/** Every route file of an area, as the full path the router gives it (`index` → trailing slash, `route` → its folder). */
function routeFilePaths(area: 'user' | 'admin'): string[] {
  const files = readdirSync(join(ROUTES, area), { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.tsx'),
  );
  return files.map((f) => {
    const path = `/${area}/${relative('.', f).replace(/\.tsx$/, '')}`;
    if (path.endsWith('/route')) return path.slice(0, -'/route'.length);
    if (path.endsWith('/index')) return path.slice(0, -'index'.length);
    return path;
  });
}

const backOffice = (p: string) => p === '/user' || p === '/admin' || /^\/(user|admin)\//.test(p);

describe('every back-office screen is titled by its name', () => {
  it('walks the route tree: every merchant, atelier and admin route has a title that names it', () => {
    const paths = treePaths().filter(backOffice);
    expect(paths.length).toBeGreaterThan(100);
    const titles = SCREEN_TITLES as Record<string, string>;
    const missing = paths.filter((p) => !titles[p]);
    expect(missing, 'routes without a title in screen-titles.ts').toEqual([]);
    const generic = paths.filter((p) => GENERIC_TITLES.includes(titles[p]!.trim()));
    expect(generic, 'routes titled « Panneau… »').toEqual([]);
    // A title in the table for a route that no longer exists is a leftover.
    expect(Object.keys(titles).filter((p) => !paths.includes(p))).toEqual([]);
  });

  it('reads a route tree in step with the route files (a new screen is in both)', () => {
    const tree = new Set(treePaths());
    for (const area of ['user', 'admin'] as const)
      for (const path of routeFilePaths(area)) expect(tree.has(path), path).toBe(true);
  });

  it('gives a menu entry’s screen the entry’s name (or its tab’s)', () => {
    const entries = [...navEntries(merchantNav({ available: true, enabled: true })), ...navEntries(ADMIN_NAV)];
    for (const entry of entries) {
      const names = [entry.label, ...(entry.tabs ?? []).map((t) => t.label)].map((n) => n.toLowerCase());
      const title = screenTitle(entry.to) === 'Page introuvable' ? screenTitle(`${entry.to}/`) : screenTitle(entry.to);
      expect(names, entry.to).toContain(title.toLowerCase());
    }
  });

  it('names the atelier’s screens, not « Panneau d’Administration »', () => {
    expect(screenTitle('/user/atelier/settings/chlothe-types')).toBe('Modèles de vêtements');
    expect(screenTitle('/user/atelier/orders/view/$id')).toBe('Commande sur mesure');
    expect(screenTitle('/user/atelier/dashboard')).toBe('Tableau de Bord');
    expect(screenTitle('/user/atelier/staff/profiles/$id')).toBe('Profile du personel');
    expect(screenTitle('/admin/shops/$shopId')).toBe('Fiche boutique');
    // The area's own route is the deepest match only when no screen matched.
    expect(screenTitle('/user')).toBe('Page introuvable');
    expect(screenTitle(undefined)).toBe('Page introuvable');
  });
});
