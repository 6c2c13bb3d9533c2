import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The atelier's correctly spelt twins (customer/… → costumer/…, settings/gallery → settings/galery…) lead to the
 * specification's path with the URL's search params and hash: a shared link such as `…/customer/customers?q=Awa`
 * must land on the same filtered screen, not on a bare one.
 */
const here = import.meta.dirname;
function redirectingRoutes(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return redirectingRoutes(full);
    return /\.tsx$/.test(entry.name) && fs.readFileSync(full, 'utf8').includes('throw redirect(') ? [full] : [];
  });
}

interface ThrownRedirect {
  options: { to: string; params?: Record<string, string>; search?: unknown; hash?: string; replace?: boolean };
}

describe('the atelier twin routes', () => {
  const files = redirectingRoutes(here);

  it('are all found', () => {
    expect(files.map((f) => path.relative(here, f))).toEqual(
      expect.arrayContaining([
        'customer/customers.tsx',
        'customer/single/$id.tsx',
        'settings/gallery.tsx',
        'measurements/measurement-part.tsx',
      ]),
    );
  });

  it.each(files.map((f) => [path.relative(here, f), f]))('%s keeps the search params and the hash', async (_, file) => {
    const { Route } = (await import(file)) as {
      Route: { options: { beforeLoad: (ctx: unknown) => unknown } };
    };
    const location = { pathname: '/x', search: { q: 'Awa', page: 2 }, searchStr: '?q=Awa&page=2', hash: 'mesures' };
    let thrown: unknown;
    try {
      Route.options.beforeLoad({ location, params: { id: 'c-1' }, search: location.search });
    } catch (e) {
      thrown = e;
    }
    const { options } = thrown as ThrownRedirect;
    expect(options.to).toMatch(/^\/user\/atelier\//);
    expect(options).toMatchObject({ search: { q: 'Awa', page: 2 }, hash: 'mesures', replace: true });
    if (options.to.includes('$id')) expect(options.params).toEqual({ id: 'c-1' });
  });
});
