import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, isItemActive, toggleDropdown } from './nav-items';

describe('public navigation', () => {
  it('keeps the specification order: home, pricing, features, stores, contact', () => {
    expect(NAV_ITEMS.map((i) => i.to)).toEqual(['/', '/pricing', '/features', '/stores', '/contact']);
  });
  it('highlights an item for its own path, its twin and its children', () => {
    const [home, pricing, features, , contact] = NAV_ITEMS;
    expect(isItemActive(home!, '/')).toBe(true);
    expect(isItemActive(home!, '/pricing')).toBe(false);
    expect(isItemActive(pricing!, '/tarifs')).toBe(true);
    expect(isItemActive(features!, '/galeries')).toBe(true);
    expect(isItemActive(contact!, '/contact-us/')).toBe(true);
  });
  it('opens a drop-down on click and closes it on a second click', () => {
    let open = toggleDropdown(null, 'Contact');
    expect(open).toBe('Contact');
    open = toggleDropdown(open, 'Fonctionnalités');
    expect(open).toBe('Fonctionnalités');
    expect(toggleDropdown(open, 'Fonctionnalités')).toBeNull();
  });
});
