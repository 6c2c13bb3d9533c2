import { useQuery } from '@tanstack/react-query';
import { seesAmounts } from '#shared/amount-fields';
import type { StorePermission } from '#shared/schemas/staff';
import { useSession } from './session';
import { hasPermission, storeMemberQuery } from './store-member';

/**
 * Roles down to the field: whether the signed-in user may see amounts (the owner, or a role with the money
 * permission). A role without it sees no price, payment, balance or figure in money anywhere, and is offered no payment
 * form; its sync pull carries none either (the server removes them: api/sync/field-permissions.ts). Until the role is
 * known (first sign-in, kept on the device afterwards) amounts stay hidden.
 */
export function useSeesAmounts(): boolean {
  const member = useStoreMemberData();
  return member ? seesAmounts(member) : false;
}

/** Whether the signed-in user holds a permission (the owner holds them all); false until known. */
export function useHasPermission(permission: StorePermission): boolean {
  const member = useStoreMemberData();
  return member ? hasPermission(member, permission) : false;
}

function useStoreMemberData() {
  const session = useSession();
  return useQuery({ ...storeMemberQuery(session?.userId ?? ''), enabled: Boolean(session) }).data;
}
