// Posting a storefront form from a shopper's phone, often on a slow or dropping connection:
// one request with a generous timeout, and an answer the form can always explain in French.

export const NETWORK_FAILED =
  "Impossible de joindre la boutique : vérifiez votre connexion internet puis réessayez. Rien n'a été envoyé.";
export const TIMED_OUT =
  "La connexion est trop lente : la boutique n'a pas répondu à temps. Vérifiez votre connexion puis réessayez.";
export const SERVER_FAILED = 'Une erreur inattendue est survenue';

export type PostResult =
  { ok: true; message: string; data?: unknown } | { ok: false; message: string; errors?: Record<string, string[]> };

export async function postJson(url: string, body: unknown, timeoutMs = 20_000): Promise<PostResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
  } catch {
    return { ok: false, message: controller.signal.aborted ? TIMED_OUT : NETWORK_FAILED };
  } finally {
    clearTimeout(timer);
  }
  let data: { message?: string; errors?: Record<string, string[]>; data?: unknown } = {};
  try {
    data = await res.json();
  } catch {
    // A proxy's HTML error page, or a cut-off answer: the status alone decides.
  }
  if (res.ok) return { ok: true, message: data.message ?? 'Envoyé.', data: data.data };
  return { ok: false, message: data.message ?? SERVER_FAILED, errors: data.errors };
}

/** First message per field from a valibot flatten() or a server's {errors}. */
export function firstErrors(errors: Record<string, string[] | undefined> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(errors ?? {})) if (v && v[0]) out[k] = v[0];
  return out;
}
