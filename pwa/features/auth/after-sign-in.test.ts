import { describe, expect, it } from 'vitest';
import { afterSignInPath } from './after-sign-in';

describe('afterSignInPath', () => {
  it('goes to the dashboard of the role by default', () => {
    expect(afterSignInPath('user')).toBe('/user/dashboard');
    expect(afterSignInPath('admin')).toBe('/admin/dashboard');
  });
  it('returns to the page that asked for sign-in when the role may see it', () => {
    expect(afterSignInPath('user', '/user/customers?view=card')).toBe('/user/customers?view=card');
    expect(afterSignInPath('user', '/admin/users')).toBe('/user/dashboard');
    expect(afterSignInPath('admin', '//evil.example/admin')).toBe('/admin/dashboard');
    expect(afterSignInPath('user', 'https://evil.example/user')).toBe('/user/dashboard');
  });
});
