/**
 * The forgot → verify → reset steps share what the user typed (identifier, code) through sessionStorage, keyed by the
 * opaque token of POST /api/password/forgot, so a reload of a step keeps it and nothing outlives the tab.
 */
export interface ResetFlowState {
  emailOrPhone?: string;
  otp?: string;
}

const keyOf = (token: string) => `boutique.reset.${token}`;

export function readResetFlow(token: string): ResetFlowState {
  try {
    return JSON.parse(sessionStorage.getItem(keyOf(token)) ?? '{}') as ResetFlowState;
  } catch {
    return {};
  }
}

export function saveResetFlow(token: string, patch: ResetFlowState): void {
  sessionStorage.setItem(keyOf(token), JSON.stringify({ ...readResetFlow(token), ...patch }));
}

export function clearResetFlow(token: string): void {
  sessionStorage.removeItem(keyOf(token));
}
