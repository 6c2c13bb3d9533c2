import { describe, expect, it } from 'vitest';
import { activeEntry, navEntries } from './frame-title';
import { merchantNav } from './merchant-nav';
import { ADMIN_NAV } from './admin-nav';

const paths = (groups: ReturnType<typeof merchantNav>) => navEntries(groups).map((i) => i.to);
const ON = { available: true, enabled: true };

describe('the merchant menu', () => {
  it('is grouped by what the merchant does, with an icon per entry, and no atelier without the plan', () => {
    const off = merchantNav(undefined);
    expect(off.map((g) => g.label)).toEqual(['Boutique', 'Vitrine', 'Réglages']);
    expect(navEntries(off).every((i) => i.icon)).toBe(true);
    expect(merchantNav({ available: false, enabled: false })).toEqual(off);
    expect(paths(off)).not.toContain('/user/atelier');
  });
  it('offers the atelier switch when the plan includes it, and its groups once switched on', () => {
    expect(paths(merchantNav({ available: true, enabled: false }))).toContain('/user/atelier');
    expect(merchantNav({ available: true, enabled: false }).map((g) => g.label)).not.toContain('Atelier');
    const on = merchantNav(ON);
    expect(on.map((g) => g.label)).toEqual(['Boutique', 'Vitrine', 'Atelier', 'Argent', 'Réglages']);
    expect(on.find((g) => g.label === 'Atelier')!.items.map((i) => i.label)).toEqual([
      'Tableau de bord',
      'Clients et mesures',
      'Commandes sur mesure',
      'Calendrier',
      'Tissus',
      'Fournisseurs',
      'Services',
    ]);
    expect(on.find((g) => g.label === 'Argent')!.items.map((i) => i.label)).toEqual(['Transactions', 'Salaires']);
  });
  it('lists « Codes promo » in Boutique and « Livraison et paiement » in Réglages, for the owner only', () => {
    const off = merchantNav(undefined);
    expect(off.find((g) => g.label === 'Boutique')!.items.map((i) => i.to)).toContain('/user/promo-codes');
    expect(off.find((g) => g.label === 'Réglages')!.items.map((i) => i.label)).toContain('Livraison et paiement');
    const staff = paths(merchantNav(ON, { owner: false, permissions: ['orders', 'customers', 'settings'] }));
    expect(staff).not.toContain('/user/promo-codes');
    expect(staff).not.toContain('/user/settings/checkout');
  });
  it('repeats no screen: every entry has its own path, no label starts with « Atelier · »', () => {
    const on = navEntries(merchantNav(ON));
    expect(new Set(on.map((i) => i.to)).size).toBe(on.length);
    expect(on.filter((i) => i.label.startsWith('Atelier ·'))).toEqual([]);
    expect(on.length).toBeLessThanOrEqual(25);
  });
  it('highlights exactly one entry on every page, the spec’s atelier paths of merchant screens included', () => {
    const on = navEntries(merchantNav(ON));
    const cases: [string, string][] = [
      ['/user/dashboard', 'Tableau de bord'],
      ['/user/products/category', 'Produits'],
      ['/user/atelier/product/list-product', 'Produits'],
      ['/user/atelier/ecommerce/commande', 'Commandes'],
      ['/user/atelier/settings/galery', 'Galerie'],
      ['/user/atelier/settings/profiles', 'Profil de la boutique'],
      ['/user/atelier/customer/customermeasure-details/x', 'Clients et mesures'],
      ['/user/atelier/orders/view/x', 'Commandes sur mesure'],
      ['/user/atelier/settings/roles', 'Personnel et rôles'],
      ['/user/atelier/settings/chlothe-types', 'Mesures et modèles'],
      ['/user/atelier/staff/salary-payement', 'Salaires'],
      ['/user/atelier/settings/services', 'Services'],
      ['/user/atelier', 'Atelier'],
    ];
    for (const [path, label] of cases) expect(activeEntry(path, on)?.label, path).toBe(label);
  });
  it('shows a staff account only what its role opens, and no empty group', () => {
    const couturier = merchantNav(ON, { owner: false, permissions: ['order_stages', 'measurements', 'calendar'] });
    expect(couturier.map((g) => g.label)).toEqual(['Atelier', 'Réglages']);
    expect(paths(couturier)).toEqual([
      '/user/atelier/dashboard',
      '/user/atelier/costumer/customers',
      '/user/atelier/orders/orders',
      '/user/atelier/calendar/order',
      '/user/sync',
    ]);
    const rolesOnly = merchantNav(ON, { owner: false, permissions: ['settings'] });
    const staff = navEntries(rolesOnly).find((i) => i.label === 'Personnel et rôles')!;
    expect(staff.to).toBe('/user/atelier/settings/roles');
    expect(staff.tabs!.map((t) => t.label)).toEqual(['Rôles']);
  });
});

describe('the admin menu', () => {
  it('highlights one entry: « Demandes » on a request, not « Abonnements » too', () => {
    const items = navEntries(ADMIN_NAV);
    expect(activeEntry('/admin/subscription/reqested', items)?.label).toBe('Demandes');
    expect(activeEntry('/admin/subscription/requested/x', items)?.label).toBe('Demandes');
    expect(activeEntry('/admin/subscription/x', items)?.label).toBe('Abonnements');
    expect(activeEntry('/admin/shops/x', items)?.label).toBe('Boutiques');
    expect(items.every((i) => i.icon)).toBe(true);
  });
});
