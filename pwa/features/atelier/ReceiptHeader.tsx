import { Group, Image, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../lib/session';
import { storeMemberQuery } from '../../lib/store-member';

/**
 * The top of a printed atelier receipt: the shop's logo and name, as /api/atelier/me gives them to the owner
 * and to a staff account alike (kept on the device, so it prints offline too). Shown only on paper.
 */
export function ReceiptHeader() {
  const session = useSession();
  const store = useQuery({ ...storeMemberQuery(session?.userId ?? ''), enabled: Boolean(session) }).data?.store;
  if (!store) return null;
  return (
    <Group gap="sm" data-print-only data-testid="receipt-shop">
      {store.logo && <Image src={store.logo} alt="" h={56} w="auto" fit="contain" />}
      <Text fw={700} size="xl">
        {store.name}
      </Text>
    </Group>
  );
}
