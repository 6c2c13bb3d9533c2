import { ApiRequestError } from './api';

/** The server's 422 field errors ({field: [messages]}) as Mantine form errors ({field: first message}). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError) || !error.errors) return {};
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.errors)) {
    if (messages[0]) out[field] = messages[0];
  }
  return out;
}

/** A message for a toast or an alert: the server's French text, or the network/unexpected fallback. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message;
  return 'Une erreur inattendue est survenue';
}
