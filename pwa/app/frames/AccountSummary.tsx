import { Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import { AVATAR_SIZE, SUBSCRIPTION_STATUS_LABELS, type SubscriptionStatus } from '#shared/constants';
import type { CurrentUser } from '../../lib/current-user';

const STATUS_COLORS: Record<SubscriptionStatus, string> = { active: 'green', expired: 'orange', suspended: 'red' };

/** Name, profile image (default avatar 40×40), plan, expiry and status of the signed-in account. */
export function AccountSummary({ user, showSubscription }: { user: CurrentUser; showSubscription: boolean }) {
  const name = `${user.firstName} ${user.lastName}`.trim();
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  const sub = user.subscription;
  const status = sub?.status
    ? { label: SUBSCRIPTION_STATUS_LABELS[sub.status], color: STATUS_COLORS[sub.status] }
    : null;
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={user.profile_image || null} alt={name} size={AVATAR_SIZE} radius="xl" color="blue">
        {initials}
      </Avatar>
      <Stack gap={0} visibleFrom="xs">
        <Text size="sm" fw={600} lineClamp={1} data-testid="account-name">
          {name}
        </Text>
        {showSubscription && sub && (
          <Group gap={6} wrap="nowrap">
            <Text size="xs" c="dimmed" tt="capitalize" data-testid="account-plan">
              {sub.plan ?? '—'}
            </Text>
            {/* Below 768 px the top bar has no room for it beside the status (the subscription page says it). */}
            {sub.endDate && (
              <Text size="xs" c="dimmed" data-testid="account-expiry" visibleFrom="sm">
                · expire le {formatDate(sub.endDate)}
              </Text>
            )}
            {status && (
              <Badge size="xs" color={status.color} variant="light" miw="max-content" data-testid="account-status">
                {status.label}
              </Badge>
            )}
          </Group>
        )}
      </Stack>
    </Group>
  );
}

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString('fr-FR', { dateStyle: 'medium' });
}
