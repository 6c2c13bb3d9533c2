import { Alert, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { garmentsToMake, localToday, workshopSummary } from '#shared/atelier-calendar';
import { FigureCard } from '../../lib/ui/FigureCard';
import { useSyncRuntime, type SyncRuntime } from '../../lib/sync/runtime';
import { AnchorLink, ButtonLink } from '../../lib/ui/links';
import { money, useStoreCurrency } from '../../lib/money';
import { useHasPermission, useSeesAmounts } from '../../lib/amounts';
import { ApiRequestError } from '../../lib/api';
import { messageOf } from '../../lib/form-errors';
import { AtelierClosed } from './AtelierClosed';
import { NoRuntime } from './NoRuntime';
import { useCalendarOrders } from './atelier-store';
import { frenchDate } from './measure-form';
import { lowFabricsQuery, transactionMonthsQuery } from './queries';
import { monthName } from './month-name';

/** Refused by the API while online (atelier off, not in the plan), as opposed to unreachable. */
const refused = (error: unknown) => error instanceof ApiRequestError && error.status > 0;

/**
 * /user/atelier/dashboard ('Tableau de Bord'): garments due this week and late, balances owed (counted on the tablet
 * from its orders, so offline too), and this month's income and expenses (from the server; its last answer offline).
 */
export function AtelierDashboardPage() {
  const runtime = useSyncRuntime();
  return runtime ? <DashboardFor runtime={runtime} /> : <NoRuntime />;
}

function DashboardFor({ runtime }: { runtime: SyncRuntime }) {
  const currency = useStoreCurrency();
  const orders = useCalendarOrders(runtime);
  // A role without the money permission sees no amount; each figure is read only by a role that may.
  const amounts = useSeesAmounts();
  const canReadTransactions = useHasPermission('transactions');
  const canReadFabrics = useHasPermission('fabrics');
  const canOrder = useHasPermission('orders');
  const months = useQuery({ ...transactionMonthsQuery(), enabled: canReadTransactions });
  const lowFabrics = useQuery({ ...lowFabricsQuery(), enabled: canReadFabrics });
  const today = localToday();
  const summary = workshopSummary(orders ?? [], today);
  // Until the device has read the orders, their figures are unknown: placeholders, never « 0 ».
  const known = (figure: string) => (orders === undefined ? null : figure);
  const thisMonth = months.data?.find((m) => m.month === today.slice(0, 7));
  const plural = (n: number) => (n > 1 ? 's' : '');

  return (
    <Stack maw={1000}>
      <Group justify="space-between">
        <Title order={2} size="h3">
          Atelier
        </Title>
        <Group gap="xs">
          <ButtonLink to="/user/atelier/calendar/order" variant="default">
            Calendrier
          </ButtonLink>
          {canOrder && <ButtonLink to="/user/atelier/orders/addnew">Nouvelle commande</ButtonLink>}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        <FigureCard
          label="À livrer cette semaine"
          value={known(`${summary.dueThisWeek} vêtement${plural(summary.dueThisWeek)}`)}
          testId="dashboard-due-week"
        />
        <FigureCard
          label="En retard"
          value={known(`${summary.late} vêtement${plural(summary.late)}`)}
          testId="dashboard-late"
        />
        {amounts && (
          <FigureCard label="Reste à encaisser" value={known(money(summary.owed, currency))} testId="dashboard-owed" />
        )}
        {canReadTransactions && (
          <FigureCard
            label={`Entrées · ${monthName(today.slice(0, 7))}`}
            value={thisMonth ? money(thisMonth.income, currency) : '—'}
            testId="dashboard-income"
          />
        )}
        {canReadTransactions && (
          <FigureCard
            label={`Dépenses · ${monthName(today.slice(0, 7))}`}
            value={thisMonth ? money(thisMonth.expense, currency) : '—'}
            testId="dashboard-expense"
          />
        )}
        {amounts && (
          <FigureCard label="Commandes avec un reste" value={known(String(summary.owing))} testId="dashboard-owing" />
        )}
      </SimpleGrid>
      {canReadTransactions &&
        !thisMonth &&
        months.isError &&
        // Refused online (the atelier is off or not in her plan): say why, not « connect the tablet ».
        (refused(months.error) ? (
          <AtelierClosed error={months.error} />
        ) : (
          <Text size="sm" c="dimmed">
            Entrées et dépenses : connectez la tablette pour les lire.
          </Text>
        ))}
      <Card withBorder>
        <Text fw={600} mb="xs">
          Commandes en retard
        </Text>
        {orders === undefined ? (
          <Skeleton height={20} width="60%" />
        ) : summary.lateOrders.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="dashboard-no-late">
            Aucune commande en retard. Les dates de livraison passées dont les vêtements ne sont pas livrés
            s&apos;affichent ici.
          </Text>
        ) : (
          <Stack gap={4} data-testid="dashboard-late-list">
            {summary.lateOrders.map((o) => (
              <Group key={o.id} justify="space-between" wrap="nowrap">
                <AnchorLink to="/user/atelier/orders/view/$id" params={{ id: o.id }} style={{ minWidth: 0 }}>
                  {o.code} — {`${o.firstname} ${o.lastname}`.trim()}
                </AnchorLink>
                <Text size="sm" c="red" style={{ whiteSpace: 'nowrap' }}>
                  {frenchDate(o.dueDate)} · {garmentsToMake(o)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Card>
      {canReadFabrics && (
        <Card withBorder>
          <Text fw={600} mb="xs">
            Tissus bientôt épuisés
          </Text>
          {!lowFabrics.data ? (
            <Text size="sm" c="dimmed">
              {!lowFabrics.isError
                ? 'Chargement…'
                : refused(lowFabrics.error)
                  ? messageOf(lowFabrics.error)
                  : 'Connectez la tablette pour lire le stock de tissus.'}
            </Text>
          ) : lowFabrics.data.length === 0 ? (
            <Text size="sm" c="dimmed" data-testid="dashboard-no-low-fabric">
              Aucun tissu sous son seuil d&apos;alerte.
            </Text>
          ) : (
            <Stack gap={4} data-testid="dashboard-low-fabrics">
              {lowFabrics.data.map((f) => (
                <Group key={f.id} justify="space-between" wrap="nowrap">
                  <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    {f.name}
                    {f.typeName ? ` · ${f.typeName}` : ''}
                  </Text>
                  <Text size="sm" c="red" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {f.stock.toLocaleString('fr-FR')} m
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
        </Card>
      )}
      {orders && orders.length === 0 && (
        <Alert color="gray" title="Aucune commande sur mesure">
          Enregistrez les mesures d&apos;un client puis sa commande : les livraisons de la semaine, les retards et ce
          qui reste à encaisser s&apos;afficheront ici.
        </Alert>
      )}
    </Stack>
  );
}
