import { Alert, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ORDER_STATUSES, ORDER_STATUS_LABELS } from '#shared/constants';
import { ApiRequestError } from '../../lib/api';
import { useSession } from '../../lib/session';
import { merchantStoreQuery } from '../../lib/merchant-store';
import { money, useStoreCurrency } from '../../lib/money';
import { dashboardQuery } from './queries';
import { FigureCard } from '../../lib/ui/FigureCard';
import type { DeviceFiguresState } from './DeviceFiguresSource';
import { TopProductsTable } from './TopProductsTable';
import { screenDrawn } from '../../app/frames/later';
import { LazyDayChart } from '../../lib/ui/LazyDayChart';
import { CHART_DAYS } from '#shared/dashboard';
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenNetworkQuiet } from '../../lib/network-quiet';

// Counting on the device needs Dexie and the sync runtime: fetched after the server's figures are drawn, at once offline.
const DeviceFiguresSource = lazy(() => import('./DeviceFiguresSource'));
const NOT_YET: DeviceFiguresState = { use: false, figures: undefined };

const integer = new Intl.NumberFormat('fr-FR');

/** The merchant's figures: customers, orders (by status), money received and still owed (decision 024). */
export function MerchantDashboard() {
  const session = useSession();
  const userId = session?.userId ?? '';
  const store = useQuery({ ...merchantStoreQuery(userId), enabled: Boolean(session) });
  const currency = useStoreCurrency();
  // Asked unless we know there is no store; offline (store unknown) the last figures still show.
  const noStore = store.isSuccess && store.data === null;
  const figures = useQuery({ ...dashboardQuery(userId), enabled: Boolean(session) && !noStore });
  // Offline (or the server unreachable), the figures are counted on the device at once: what the tablet holds.
  const [device, setDevice] = useState<DeviceFiguresState>(NOT_YET);
  const [countOnDevice, setCountOnDevice] = useState(() => !navigator.onLine);
  const settled = !figures.isPending || figures.isError;
  useEffect(() => {
    if (!settled) return;
    // Offline at once; online once the figures' answers are in and the network quiet (the device's copy is not the
    // first paint's: its Dexie and sync engine come after the screen's own requests).
    if (!navigator.onLine || figures.isError) return void setCountOnDevice(true);
    return whenNetworkQuiet(() => setCountOnDevice(true));
  }, [settled, figures.isError]);
  const shown = Boolean(figures.data);
  useEffect(() => {
    if (shown) screenDrawn(); // the frame's later parts (menus, sync) come now
  }, [shown]);
  const deviceSource = countOnDevice && (
    <Suspense fallback={null}>
      <DeviceFiguresSource onChange={setDevice} />
    </Suspense>
  );
  const fromDevice = device.use && device.figures !== undefined;

  if (noStore) {
    return (
      <Alert color="blue" title="Aucune boutique">
        Configurez votre boutique pour voir vos chiffres.
      </Alert>
    );
  }
  const data = fromDevice ? device.figures : figures.data;
  // Sales over time and best sellers come from the server (the last answer is kept for offline visits).
  const charts = figures.data;
  if (figures.isError && !data) {
    const status = figures.error instanceof ApiRequestError ? figures.error.status : -1;
    return (
      <>
        {deviceSource}
        <Alert color={status === 0 ? 'yellow' : 'red'} title="Chiffres indisponibles">
          {figures.error.message}
        </Alert>
      </>
    );
  }

  return (
    <Stack>
      {deviceSource}
      {fromDevice && (
        <Alert color="gray" data-testid="dashboard-device">
          Chiffres comptés sur cet appareil : les clients et commandes qu’il garde, sans attendre le réseau.
        </Alert>
      )}
      {!fromDevice && figures.isError && data && (
        <Alert color="yellow" data-testid="dashboard-stale">
          {figures.error.message} Chiffres du{' '}
          {new Date(figures.dataUpdatedAt).toLocaleString('fr-FR', { dateStyle: 'short', timeStyle: 'short' })}.
        </Alert>
      )}
      {store.data && (
        <Title order={2} size="h4" data-testid="dashboard-store-name">
          {store.data.name}
        </Title>
      )}
      {/* Four across only where a card holds the revenue in full (« 6 000 F CFA » was cut at 800 px). */}
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
        {data ? (
          <>
            <FigureCard label="Clients" value={integer.format(data.customers)} testId="figure-customers" />
            <FigureCard label="Commandes" value={integer.format(data.orders)} testId="figure-orders" />
            <FigureCard
              label="Chiffre d'affaires"
              hint="Montants payés, commandes livrées ou non (annulées exclues), depuis l’ouverture"
              value={money(data.revenue, currency)}
              testId="figure-revenue"
            />
            <FigureCard
              label="À encaisser"
              hint="Reste à payer sur les commandes non annulées, livrées ou non"
              value={money(data.owed ?? 0, currency)}
              testId="figure-owed"
            />
          </>
        ) : (
          [0, 1, 2, 3].map((i) => <Skeleton key={i} h={86} radius="md" />)
        )}
      </SimpleGrid>
      {data && (
        <Paper withBorder p="md" radius="md">
          <Text fw={600} mb="xs">
            Commandes par statut
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 5 }}>
            {ORDER_STATUSES.map((status) => (
              <div key={status}>
                <Text size="xs" c="dimmed">
                  {ORDER_STATUS_LABELS[status]}
                </Text>
                <Text fw={700} data-testid={`figure-orders-${status}`}>
                  {integer.format(data.ordersByStatus[status] ?? 0)}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </Paper>
      )}
      {charts?.sales && (
        <Paper withBorder p="md" radius="md" data-testid="chart-sales">
          <Text fw={600} mb="xs">
            Commandes passées ces {CHART_DAYS} derniers jours
          </Text>
          {/* Not the revenue card's figure: every order placed that day counts (pending ones too), cancelled aside. */}
          <Text size="xs" c="dimmed" mb="xs">
            Montant par jour de commande, livrées ou non (annulées exclues)
          </Text>
          {charts.sales.some((s) => s.orders > 0) ? (
            <LazyDayChart
              kind="area"
              data={charts.sales.map((s) => ({ day: s.day, revenue: s.revenue }))}
              series={[{ name: 'revenue', label: 'Montant commandé', color: 'teal.6' }]}
              valueFormatter={(v) => money(v, currency)}
            />
          ) : (
            <Text size="sm" c="dimmed">
              Aucune vente ces {CHART_DAYS} derniers jours. Partagez le lien de votre boutique pour recevoir vos
              premières commandes.
            </Text>
          )}
        </Paper>
      )}
      {charts?.topProducts && (
        <Paper withBorder p="md" radius="md" data-testid="top-products">
          <Text fw={600} mb="xs">
            Produits les plus vendus ({CHART_DAYS} derniers jours)
          </Text>
          {charts.topProducts.length === 0 ? (
            <Text size="sm" c="dimmed">
              Vos produits les plus vendus apparaîtront ici dès vos premières commandes.
            </Text>
          ) : (
            <TopProductsTable rows={charts.topProducts} currency={currency} />
          )}
        </Paper>
      )}
    </Stack>
  );
}
