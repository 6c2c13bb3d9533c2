import type { ReactNode } from 'react';
import { Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { BILLING_CYCLE_PER, PLAN_LABELS, discountedPrice, limitLines, type PlanDto } from '#shared/plans';
import { formatMoney } from '../format';

/**
 * One plan as a card: name, price per cycle (and after its discount), description lines and limits. Used by the
 * pricing page, the merchant's subscription settings and the admin plan screens.
 */
export function PlanCard({
  plan,
  highlight,
  badge,
  children,
}: {
  plan: PlanDto;
  highlight?: boolean;
  badge?: ReactNode;
  children?: ReactNode;
}) {
  const price = discountedPrice(plan);
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      data-testid="plan-card"
      style={highlight ? { borderColor: 'var(--mantine-color-blue-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h4">
            {PLAN_LABELS[plan.name] ?? plan.name}
          </Title>
          {badge}
        </Group>
        <div>
          <Text fz={26} fw={800} lh={1.2}>
            {formatMoney(price)}
          </Text>
          {plan.price > 0 && (
            <Text size="sm" c="dimmed">
              {BILLING_CYCLE_PER[plan.billing_cycle]}
              {plan.discount_rate > 0 && (
                <>
                  {' · '}
                  <Text span td="line-through" size="sm">
                    {formatMoney(plan.price)}
                  </Text>
                </>
              )}
            </Text>
          )}
        </div>
        {plan.discount_rate > 0 && (
          <Badge color="green" variant="light" w="fit-content">
            -{plan.discount_rate} %
          </Badge>
        )}
        {plan.description.length > 0 && (
          <List size="sm" spacing={4}>
            {plan.description.map((line, i) => (
              <List.Item key={i}>{line}</List.Item>
            ))}
          </List>
        )}
        <List size="xs" spacing={2} c="dimmed" style={{ flex: 1 }} aria-label="Limites du plan">
          {limitLines(plan.limits).map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        {children}
      </Stack>
    </Card>
  );
}
