import { describe, expect, it } from 'vitest';
import { notificationTarget, notificationsPath, unreadOnly, type AppNotification } from './notification-target';

describe('notificationTarget (specification section 2)', () => {
  it('sends a merchant to the order, or to the subscriptions settings', () => {
    expect(notificationTarget('user', { type: 'orders', related_id: 'o-1' })).toBe('/user/orders/o-1');
    expect(notificationTarget('user', { type: 'subscription', related_id: 's-1' })).toBe('/user/settings/settings');
    expect(notificationTarget('user', { type: 'subscription', related_id: null })).toBe('/user/settings/settings');
    expect(notificationTarget('user', { type: 'orders', related_id: null })).toBeNull();
    expect(notificationTarget('user', { type: 'stores', related_id: 'x' })).toBeNull();
  });

  it('sends an admin to the user, subscription, request or shop', () => {
    expect(notificationTarget('admin', { type: 'register', related_id: 'u1' })).toBe('/admin/users/u1');
    expect(notificationTarget('admin', { type: 'login', related_id: 'u2' })).toBe('/admin/users/u2');
    expect(notificationTarget('admin', { type: 'subscription', related_id: 's1' })).toBe('/admin/subscription/s1');
    expect(notificationTarget('admin', { type: 'requested', related_id: 'r1' })).toBe(
      '/admin/subscription/reqested/r1',
    );
    expect(notificationTarget('admin', { type: 'stores', related_id: 'st1' })).toBe('/admin/shops/st1');
    expect(notificationTarget('admin', { type: 'orders', related_id: 'o1' })).toBeNull();
    expect(notificationTarget('admin', { type: 'stores', related_id: null })).toBeNull();
  });

  it('never lets a related id escape its path segment', () => {
    expect(notificationTarget('admin', { type: 'stores', related_id: '../x?y' })).toBe('/admin/shops/..%2Fx%3Fy');
  });
});

describe('unreadOnly', () => {
  it('keeps the unread ones', () => {
    const base = { type: 'orders', related_id: null, message: null, created_at: '' };
    const list: AppNotification[] = [
      { ...base, id: 'a', read: false },
      { ...base, id: 'b', read: true },
    ];
    expect(unreadOnly(list).map((n) => n.id)).toEqual(['a']);
  });
});

describe('notificationsPath', () => {
  it('uses the merchant and admin endpoints of the contract', () => {
    expect(notificationsPath('user')).toBe('/api/notifications');
    expect(notificationsPath('admin')).toBe('/api/admin-notifications');
  });
});
