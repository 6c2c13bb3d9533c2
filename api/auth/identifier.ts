import { normalizePhone } from '#shared/phone';
import { identifierKind, type IdentifierKind } from '#shared/schemas/auth';
import type { DB } from '../db/database';

export interface Identifier {
  kind: IdentifierKind;
  /** Email lower-cased, phone in E.164 (+226 by default): the form stored in users.email / users.phone. */
  value: string;
}

/** The stored form of what a user typed in 'emailOrPhone' (already checked by the shared schema). */
export function normalizeIdentifier(typed: string): Identifier | null {
  const trimmed = typed.trim();
  if (identifierKind(trimmed) === 'email') return { kind: 'email', value: trimmed.toLowerCase() };
  const phone = normalizePhone(trimmed);
  return phone ? { kind: 'phone', value: phone } : null;
}

export async function findUserByIdentifier(db: DB, id: Identifier) {
  return db
    .selectFrom('users')
    .select(['id', 'role', 'password_hash', 'email', 'phone', 'first_name'])
    .where(id.kind === 'email' ? 'email' : 'phone', '=', id.value)
    .executeTakeFirst();
}
