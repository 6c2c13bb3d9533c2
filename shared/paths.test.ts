import { describe, expect, it } from 'vitest';
import { notificationPath } from './paths';

describe('notification click targets (specification section 2)', () => {
  it('merchant: orders → the order, subscription → her subscription settings page', () => {
    expect(notificationPath('user', { type: 'orders', related_id: 'o1' })).toBe('/user/orders/o1');
    expect(notificationPath('user', { type: 'subscription', related_id: 's1' })).toBe('/user/settings/settings');
    expect(notificationPath('user', { type: 'subscription', related_id: null })).toBe('/user/settings/settings');
    expect(notificationPath('user', { type: 'orders', related_id: null })).toBeNull();
  });

  it('admin: register and login → the user, subscription → it, requested → the request (misspelt path), stores → the shop', () => {
    expect(notificationPath('admin', { type: 'register', related_id: 'u1' })).toBe('/admin/users/u1');
    expect(notificationPath('admin', { type: 'login', related_id: 'u1' })).toBe('/admin/users/u1');
    expect(notificationPath('admin', { type: 'subscription', related_id: 's1' })).toBe('/admin/subscription/s1');
    expect(notificationPath('admin', { type: 'requested', related_id: 'r1' })).toBe('/admin/subscription/reqested/r1');
    expect(notificationPath('admin', { type: 'stores', related_id: 'b1' })).toBe('/admin/shops/b1');
    expect(notificationPath('admin', { type: 'contact', related_id: 'c1' })).toBe('/admin/settings/messages?open=c1');
  });

  it('an unknown type or a missing id leads nowhere; ids are escaped', () => {
    expect(notificationPath('admin', { type: 'stores', related_id: null })).toBeNull();
    expect(notificationPath('admin', { type: 'other', related_id: 'x' })).toBeNull();
    expect(notificationPath('admin', { type: 'register', related_id: '../x?y' })).toBe('/admin/users/..%2Fx%3Fy');
  });
});
