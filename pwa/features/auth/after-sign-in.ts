import { homeForRole, type Role } from '../../lib/session-store';

/**
 * Where to go after signing in: back to the protected page that sent the user here when it belongs to their role
 * (same-origin path only, never '//host'), otherwise their dashboard.
 */
export function afterSignInPath(role: Role, redirect?: string): string {
  if (redirect && /^\/(?!\/)/.test(redirect)) {
    const area = role === 'admin' ? '/admin' : '/user';
    if (redirect === area || redirect.startsWith(`${area}/`)) return redirect;
  }
  return homeForRole(role);
}
