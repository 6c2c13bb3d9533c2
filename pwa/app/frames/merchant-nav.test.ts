import { describe, expect, it } from 'vitest';
import { merchantTitle } from './frame-title';
import { MERCHANT_NAV, merchantNav } from './merchant-nav';

describe('the merchant sidebar and the atelier', () => {
  it('shows no atelier entry when the plan does not include it (or before the answer)', () => {
    expect(merchantNav(undefined)).toEqual(MERCHANT_NAV);
    expect(merchantNav({ available: false, enabled: false })).toEqual(MERCHANT_NAV);
  });
  it('shows the Atelier page when the plan includes it, and its screens once switched on', () => {
    expect(merchantNav({ available: true, enabled: false }).map((i) => i.to)).toEqual([
      ...MERCHANT_NAV.map((i) => i.to),
      '/user/atelier',
    ]);
    const on = merchantNav({ available: true, enabled: true });
    expect(on.map((i) => i.to)).toContain('/user/atelier/mesurements/measurment-part');
    expect(on.map((i) => i.to)).toContain('/user/atelier/settings/chlothe-types');
    expect(on.map((i) => i.to)).toEqual(
      expect.arrayContaining([
        '/user/atelier/fabric/list',
        '/user/atelier/supplier/supplier',
        '/user/atelier/services',
      ]),
    );
  });
  it("titles atelier pages 'Panneau d'Administration' as the specification says", () => {
    const on = merchantNav({ available: true, enabled: true });
    expect(merchantTitle('/user/atelier/settings/chlothe-types', on)).toBe("Panneau d'Administration");
    expect(merchantTitle('/user/atelier/measurements/parts', on)).toBe("Panneau d'Administration");
    expect(merchantTitle('/user/atelier/dashboard', on)).toBe('Tableau de Bord');
    for (const path of [
      '/user/atelier/calendar/order',
      '/user/atelier/transaction/add-new',
      '/user/atelier/transaction/view/x',
    ])
      expect(merchantTitle(path, on)).toBe("Panneau d'Administration");
  });
  it("titles every other atelier path 'Panneau d'Administration', an unknown one too, whatever the menu holds", () => {
    const on = merchantNav({ available: true, enabled: true });
    for (const path of [
      '/user/atelier/settings/galery',
      '/user/atelier/settings/profiles',
      '/user/atelier/product/details-product/x',
      '/user/atelier/ecommerce/new-images/x',
      '/user/atelier/notifications',
      '/user/atelier/whatever',
    ]) {
      expect(merchantTitle(path, on)).toBe("Panneau d'Administration");
      expect(merchantTitle(path, MERCHANT_NAV)).toBe("Panneau d'Administration");
    }
    expect(merchantTitle('/user/atelier/staff/profiles/x', on)).toBe('Profile du personel');
    expect(merchantTitle('/user/whatever', MERCHANT_NAV)).toBe('Panneau');
    expect(on.map((i) => i.to)).toEqual(
      expect.arrayContaining(['/user/atelier/settings/galery', '/user/atelier/notifications']),
    );
  });
});
