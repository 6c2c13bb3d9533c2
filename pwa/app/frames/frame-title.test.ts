import { describe, expect, it } from 'vitest';
import { adminTitle, merchantTitle } from './frame-title';

describe('adminTitle (specification section 2)', () => {
  it("is 'Tableau de Bord' on the dashboard", () => {
    expect(adminTitle('/admin/dashboard')).toBe('Tableau de Bord');
    expect(adminTitle('/admin/dashboard/')).toBe('Tableau de Bord');
  });
  it("is 'Profile du personel' on a staff profile", () => {
    expect(adminTitle('/admin/settings/profile')).toBe('Profile du personel');
  });
  it("is 'Panneau' otherwise", () => {
    expect(adminTitle('/admin/users')).toBe('Panneau');
    expect(adminTitle('/admin/shops/123')).toBe('Panneau');
    expect(adminTitle('/admin/dashboardx')).toBe('Panneau');
  });
});

describe('merchantTitle', () => {
  const items = [
    { to: '/user/dashboard', label: 'Tableau de Bord' },
    { to: '/user/customers', label: 'Clients' },
    { to: '/user/customers/card', label: 'Cartes', title: 'Clients — cartes' },
  ];
  it('takes the longest matching sidebar entry', () => {
    expect(merchantTitle('/user/dashboard', items)).toBe('Tableau de Bord');
    expect(merchantTitle('/user/customers/abc', items)).toBe('Clients');
    expect(merchantTitle('/user/customers/card', items)).toBe('Clients — cartes');
  });
  it("falls back to 'Panneau'", () => {
    expect(merchantTitle('/user/customersx', items)).toBe('Panneau');
    expect(merchantTitle('/user/sync', items)).toBe('Panneau');
  });
});
