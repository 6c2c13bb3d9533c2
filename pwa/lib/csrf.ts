/**
 * CSRF token for unsafe calls. The server sets the XSRF-TOKEN cookie from GET /sanctum/csrf-cookie and also answers
 * {csrfToken}; we read the cookie first (it follows the server's rotation) and fall back to the last answer.
 */
let lastToken: string | null = null;
let pending: Promise<string | null> | null = null;

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** The token to send now, if any is known, without a network call. */
export function currentCsrfToken(): string | null {
  return readCookie('XSRF-TOKEN') ?? lastToken;
}

/** Known token, or one GET /sanctum/csrf-cookie (single-flight). Offline → null: the call itself will fail anyway. */
export async function ensureCsrfToken(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  const known = currentCsrfToken();
  if (known) return known;
  pending ??= (async () => {
    try {
      const res = await fetchImpl('/sanctum/csrf-cookie', {
        credentials: 'same-origin',
        headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      });
      const body = (await res.json().catch(() => null)) as { csrfToken?: unknown } | null;
      if (body && typeof body.csrfToken === 'string') lastToken = body.csrfToken;
      return currentCsrfToken();
    } catch {
      return null;
    } finally {
      pending = null;
    }
  })();
  return pending;
}

/** Tests only: forget what was learnt. */
export function resetCsrfForTests(): void {
  lastToken = null;
  pending = null;
}
