import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconEdit, IconEye } from '@tabler/icons-react';
import { PLAN_LABELS } from '#shared/plans';
import { PlanCard } from '../../lib/ui/PlanCard';
import { ButtonLink } from '../../lib/ui/links';
import { AdminListPage } from './AdminListPage';
import { AdminTabs } from './AdminTabs';
import { AuditList } from './AuditList';
import { PlanForm } from './PlanForm';
import { QueryState } from './QueryState';
import { planTitle } from './labels';
import type { StatusCounts } from '#shared/admin';
import { adminPlanQuery, adminPlansQuery } from './queries';
import { plural } from '../../lib/plural';

const PLAN_TABS = [
  { to: '/admin/plan', label: 'Liste' },
  { to: '/admin/plan/add', label: 'Ajouter' },
];

function UsageLine({ usage }: { usage: StatusCounts }) {
  return (
    <Text size="xs" c="dimmed">
      {plural(usage.active, 'actif', 'actifs')} · {plural(usage.expired, 'expiré')} ·{' '}
      {plural(usage.suspended, 'suspendu')}
    </Text>
  );
}

/** /admin/plan: every plan as it shows on /pricing, with how many merchants are on it. */
export function PlansListPage() {
  const plans = useQuery({ ...adminPlansQuery, select: (data) => ({ data }) });
  return (
    <>
      <AdminTabs tabs={PLAN_TABS} active="/admin/plan" />
      <AdminListPage
        query={plans}
        empty="Aucun plan. Créez-en un avec « Ajouter »."
        view="cards"
        cols={{ base: 1, xs: 2, lg: 4 }}
        card={(plan) => (
          <PlanCard plan={plan}>
            <UsageLine usage={plan.usage} />
            {/* Each button as wide as its label (« Modifi » was cut when both shared a narrow card). */}
            <Group gap="xs">
              <ButtonLink
                size="xs"
                variant="light"
                leftSection={<IconEye size={14} />}
                to="/admin/plan/view/$planId"
                params={{ planId: plan.id }}
              >
                Voir
              </ButtonLink>
              <ButtonLink
                size="xs"
                variant="default"
                leftSection={<IconEdit size={14} />}
                to="/admin/plan/$planId"
                params={{ planId: plan.id }}
                aria-label={`Modifier ${planTitle(plan)}`}
              >
                Modifier
              </ButtonLink>
            </Group>
          </PlanCard>
        )}
      />
    </>
  );
}

/** /admin/plan/add */
export function PlanAddPage() {
  return (
    <>
      <AdminTabs tabs={PLAN_TABS} active="/admin/plan/add" />
      <Title order={2} size="h3" mb="md">
        Nouveau plan
      </Title>
      <PlanForm />
    </>
  );
}

/** /admin/plan/{planId}: edit. */
export function PlanEditPage({ planId }: { planId: string }) {
  const plan = useQuery(adminPlanQuery(planId));
  return (
    <QueryState query={plan} title="Plan introuvable">
      {(p) => (
        <>
          <Title order={2} size="h3" mb="md">
            Modifier le plan {planTitle(p)}
          </Title>
          <PlanForm plan={p} key={p.id} />
        </>
      )}
    </QueryState>
  );
}

/** /admin/plan/view/{planId}: the card as merchants see it, its usage and its change history. */
export function PlanViewPage({ planId }: { planId: string }) {
  const plan = useQuery(adminPlanQuery(planId));
  return (
    <QueryState query={plan} title="Plan introuvable">
      {(p) => (
        <Stack>
          <Group justify="space-between">
            <Title order={2} size="h3">
              Plan {PLAN_LABELS[p.name]}
            </Title>
            <Group gap="xs">
              <ButtonLink variant="default" to="/admin/plan">
                Tous les plans
              </ButtonLink>
              <ButtonLink leftSection={<IconEdit size={16} />} to="/admin/plan/$planId" params={{ planId: p.id }}>
                Modifier
              </ButtonLink>
            </Group>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PlanCard plan={p} badge={<Badge variant="light">{planTitle(p)}</Badge>}>
              <UsageLine usage={p.usage} />
            </PlanCard>
            <Card withBorder>
              <Text fw={600} mb="sm">
                Historique des modifications
              </Text>
              <AuditList entries={p.history} />
            </Card>
          </SimpleGrid>
        </Stack>
      )}
    </QueryState>
  );
}
