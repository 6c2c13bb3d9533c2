import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  addDays,
  dayLoads,
  frenchDay,
  garmentsToMake,
  loadLevel,
  localToday,
  monthGrid,
  weekStart,
  type CalendarOrder,
  type LoadLevel,
} from '#shared/atelier-calendar';
import { useSyncRuntime, type SyncRuntime } from '../../lib/sync/runtime';
import { AnchorLink, ButtonLink } from '../../lib/ui/links';
import { NoRuntime } from './NoRuntime';
import { useCalendarOrders } from './atelier-store';
import { atelierSettingsQuery } from './queries';

const WEEKDAYS = ['Lun', 'Mar', 'Mer', 'Jeu', 'Ven', 'Sam', 'Dim'];
const LEVEL_COLORS: Record<LoadLevel, string> = { free: 'teal', busy: 'yellow', full: 'orange', over: 'red' };
const LEVEL_LABELS: Record<LoadLevel, string> = {
  free: 'De la place',
  busy: 'Presque plein',
  full: 'Plein',
  over: 'Trop chargé',
};
const firstUpper = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const FR_MONTH = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthLabel = (month: string) => FR_MONTH.format(new Date(`${month}-01T00:00:00Z`));
const shiftMonth = (month: string, n: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.toISOString().slice(0, 7);
};

/** /user/atelier/calendar/order: the due dates by month and week, each day's load against the workshop's capacity. */
export function CalendarPage() {
  const runtime = useSyncRuntime();
  return runtime ? <CalendarFor runtime={runtime} /> : <NoRuntime />;
}

function CalendarFor({ runtime }: { runtime: SyncRuntime }) {
  const orders = useCalendarOrders(runtime);
  const capacity = useQuery(atelierSettingsQuery()).data?.capacity ?? null;
  const today = localToday();
  const [view, setView] = useState<'month' | 'week'>('month');
  const [month, setMonth] = useState(today.slice(0, 7));
  const [week, setWeek] = useState(weekStart(today));
  const [selected, setSelected] = useState<string | null>(null);

  const days = view === 'month' ? monthGrid(month) : Array.from({ length: 7 }, (_, i) => addDays(week, i));
  // Until the device has read the orders every day's load is unknown: days are drawn as placeholders, never empty.
  const reading = orders === undefined;
  const loads = dayLoads(orders ?? [], days[0]!, days[days.length - 1]!);
  const move = (n: number) => {
    setSelected(null);
    if (view === 'month') setMonth(shiftMonth(month, n));
    else setWeek(addDays(week, 7 * n));
  };
  const title =
    view === 'month'
      ? firstUpper(monthLabel(month))
      : `Semaine du ${frenchDay(week)} au ${frenchDay(addDays(week, 6))}`;

  return (
    <Stack maw={1000}>
      <Group justify="space-between">
        <Title order={2} size="h3">
          Calendrier des livraisons
        </Title>
        <ButtonLink to="/user/atelier/orders/addnew">Nouvelle commande</ButtonLink>
      </Group>
      {capacity ? (
        <Text c="dimmed" size="sm" data-testid="calendar-capacity">
          Capacité de l&apos;atelier : {capacity} vêtement{capacity > 1 ? 's' : ''} par jour.
        </Text>
      ) : (
        <Alert color="yellow" data-testid="calendar-no-capacity">
          Indiquez combien de vêtements votre atelier peut finir par jour :{' '}
          <AnchorLink to="/user/atelier">réglages de l&apos;atelier</AnchorLink>. Le calendrier vous préviendra alors
          des journées pleines.
        </Alert>
      )}
      <Group justify="space-between" wrap="wrap" gap="xs">
        <SegmentedControl
          value={view}
          onChange={(v) => {
            setView(v as 'month' | 'week');
            setSelected(null);
            if (v === 'week') setWeek(weekStart(selected ?? (month === today.slice(0, 7) ? today : `${month}-01`)));
          }}
          data={[
            { value: 'month', label: 'Mois' },
            { value: 'week', label: 'Semaine' },
          ]}
        />
        <Group gap="xs" wrap="nowrap">
          <ActionIcon size="lg" variant="default" aria-label="Période précédente" onClick={() => move(-1)}>
            <IconChevronLeft size={18} />
          </ActionIcon>
          <Text fw={600} ta="center" data-testid="calendar-title" style={{ minWidth: 0 }}>
            {title}
          </Text>
          <ActionIcon size="lg" variant="default" aria-label="Période suivante" onClick={() => move(1)}>
            <IconChevronRight size={18} />
          </ActionIcon>
        </Group>
      </Group>

      {view === 'month' ? (
        <Box>
          <SimpleGrid cols={7} spacing={4} verticalSpacing={4}>
            {WEEKDAYS.map((d) => (
              <Text key={d} size="xs" c="dimmed" ta="center" fw={600}>
                {d}
              </Text>
            ))}
            {days.map((day) => {
              const load = loads.get(day)?.garments ?? 0;
              const level = loadLevel(load, capacity);
              const outside = day.slice(0, 7) !== month;
              if (reading) return <Skeleton key={day} height={56} radius="sm" data-testid="calendar-day-loading" />;
              return (
                <Card
                  key={day}
                  withBorder
                  p={4}
                  component="button"
                  type="button"
                  onClick={() => setSelected(day)}
                  data-testid={`calendar-day-${day}`}
                  data-level={load ? level : 'empty'}
                  aria-label={`${frenchDay(day)} : ${load} vêtement${load > 1 ? 's' : ''}`}
                  style={{
                    cursor: 'pointer',
                    opacity: outside ? 0.45 : 1,
                    minHeight: 56,
                    outline: selected === day ? '2px solid var(--mantine-color-blue-6)' : undefined,
                    background: load
                      ? `var(--mantine-color-${LEVEL_COLORS[level]}-light)`
                      : day === today
                        ? 'var(--mantine-color-blue-light)'
                        : undefined,
                  }}
                >
                  <Text size="sm" fw={day === today ? 700 : 500}>
                    {Number(day.slice(8))}
                  </Text>
                  {load > 0 && (
                    <Text size="xs" fw={700} c={LEVEL_COLORS[level]}>
                      {capacity ? `${load}/${capacity}` : load}
                    </Text>
                  )}
                </Card>
              );
            })}
          </SimpleGrid>
          <Group gap="xs" mt="xs">
            {(Object.keys(LEVEL_LABELS) as LoadLevel[]).map((l) => (
              <Badge key={l} color={LEVEL_COLORS[l]} variant="light" tt="none">
                {LEVEL_LABELS[l]}
              </Badge>
            ))}
          </Group>
        </Box>
      ) : (
        <Stack gap="xs">
          {days.map((day) =>
            reading ? (
              <Skeleton key={day} height={64} radius="sm" data-testid="calendar-day-loading" />
            ) : (
              <DayCard key={day} day={day} orders={loads.get(day)?.orders ?? []} capacity={capacity} today={today} />
            ),
          )}
        </Stack>
      )}

      {view === 'month' && selected && !reading && (
        <DayCard day={selected} orders={loads.get(selected)?.orders ?? []} capacity={capacity} today={today} />
      )}
      {orders && orders.length === 0 && (
        <Alert color="gray" title="Aucune commande sur mesure">
          Les dates de livraison de vos commandes s&apos;affichent ici. Touchez « Nouvelle commande » pour en
          enregistrer une.
        </Alert>
      )}
    </Stack>
  );
}

function DayCard({
  day,
  orders,
  capacity,
  today,
}: {
  day: string;
  orders: CalendarOrder[];
  capacity: number | null;
  today: string;
}) {
  const load = orders.reduce((s, o) => s + garmentsToMake(o), 0);
  const level = loadLevel(load, capacity);
  return (
    <Card withBorder p="sm" data-testid="calendar-day-detail">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600}>
          {firstUpper(frenchDay(day))}
          {day === today ? " (aujourd'hui)" : ''}
        </Text>
        <Badge color={load ? LEVEL_COLORS[level] : 'gray'} variant="light" tt="none">
          {load} vêtement{load > 1 ? 's' : ''}
          {capacity ? ` / ${capacity}` : ''}
          {load && capacity ? ` · ${LEVEL_LABELS[level]}` : ''}
        </Badge>
      </Group>
      {orders.length === 0 ? (
        <Text size="sm" c="dimmed">
          Aucune livraison prévue.
        </Text>
      ) : (
        <Stack gap={2} mt={4}>
          {orders.map((o) => (
            <Text size="sm" key={o.id}>
              <AnchorLink to="/user/atelier/orders/view/$id" params={{ id: o.id }}>
                {o.code} — {`${o.firstname} ${o.lastname}`.trim()}
              </AnchorLink>{' '}
              · {garmentsToMake(o)} vêtement{garmentsToMake(o) > 1 ? 's' : ''}
            </Text>
          ))}
        </Stack>
      )}
    </Card>
  );
}
