import { useState } from 'react';
import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Pagination } from '../../lib/ui/LazyPagination';
import { Select } from '../../lib/ui/LazySelect';
import { useQuery } from '@tanstack/react-query';
import { AUDIT_ACTIONS, AUDIT_ACTION_LABELS } from '#shared/audit-changes';
import { AuditList } from './AuditList';
import { QueryState } from './QueryState';
import { adminAuditQuery } from './queries';
import { DateField } from '../../lib/ui/DateField';

interface Filters {
  actor: string | null;
  kind: string | null;
  store: string | null;
  from: string;
  to: string;
}
const NONE: Filters = { actor: null, kind: null, store: null, from: '', to: '' };

/**
 * /admin/audit — the whole platform's audit log: every admin and system action (subscriptions, requests,
 * plans, accounts, contact messages), newest first, filtered by who, what, which shop and when, 25 a page.
 */
export function AuditLogPage() {
  const [filters, setFilters] = useState<Filters>(NONE);
  const [page, setPage] = useState(1);
  const query = useQuery(
    adminAuditQuery({
      actor: filters.actor ?? undefined,
      kind: filters.kind ?? undefined,
      store: filters.store ?? undefined,
      from: filters.from || undefined,
      to: filters.to || undefined,
      page,
    }),
  );
  const set = (change: Partial<Filters>) => {
    setFilters({ ...filters, ...change });
    setPage(1);
  };
  // the actors and shops offered are those of the log (kept while a new page loads)
  const actors = query.data?.actors ?? [];
  const stores = query.data?.stores ?? [];
  const filtered = JSON.stringify(filters) !== JSON.stringify(NONE);

  return (
    <Stack maw={1000}>
      <Title order={2} size="h3">
        Journal d’activité
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} data-testid="audit-filters">
        <Select
          label="Qui"
          placeholder="Tout le monde"
          clearable
          value={filters.actor}
          onChange={(actor) => set({ actor })}
          data={[{ value: 'system', label: 'Système' }, ...actors.map((a) => ({ value: a.id, label: a.name }))]}
        />
        <Select
          label="Action"
          placeholder="Toutes les actions"
          clearable
          value={filters.kind}
          onChange={(kind) => set({ kind })}
          data={AUDIT_ACTIONS.map((a) => ({ value: a, label: AUDIT_ACTION_LABELS[a] }))}
        />
        <Select
          label="Boutique"
          placeholder="Toutes les boutiques"
          clearable
          searchable
          value={filters.store}
          onChange={(store) => set({ store })}
          data={stores.map((s) => ({ value: s.id, label: s.name }))}
          nothingFoundMessage="Aucune boutique dans le journal"
        />
        <DateField label="Du" value={filters.from} onChange={(day) => set({ from: day })} />
        <DateField label="Au" value={filters.to} onChange={(day) => set({ to: day })} />
        {filtered && (
          <Group align="flex-end">
            <Button variant="default" onClick={() => set(NONE)}>
              Tout afficher
            </Button>
          </Group>
        )}
      </SimpleGrid>
      <QueryState query={query}>
        {(result) => (
          <Stack>
            <Text size="sm" c="dimmed" data-testid="audit-total">
              {result.meta.total === 0
                ? filtered
                  ? 'Aucune action ne correspond à ces filtres.'
                  : 'Aucune action pour l’instant : les changements des administrateurs et du système s’afficheront ici.'
                : `${result.meta.total.toLocaleString('fr-FR')} action${result.meta.total > 1 ? 's' : ''}`}
            </Text>
            {result.data.length > 0 && <AuditList entries={result.data} showStore />}
            {result.meta.total > result.meta.perPage && (
              <Pagination value={page} onChange={setPage} total={Math.ceil(result.meta.total / result.meta.perPage)} />
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
