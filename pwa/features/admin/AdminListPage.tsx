import { Fragment, useState, type ReactNode } from 'react';
import { Card, Group, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { Pagination } from '../../lib/ui/LazyPagination';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import type { UseQueryResult } from '@tanstack/react-query';
import { IconSearch } from '@tabler/icons-react';
import { QueryState } from './QueryState';

/** The search text and page of an admin list; any filter change goes back to page 1. */
export function useAdminList() {
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const [page, setPage] = useState(1);
  return {
    q,
    /** The search as the API takes it (debounced; undefined when empty). */
    search: debounced || undefined,
    page,
    setPage,
    setQ: (value: string) => {
      setQ(value);
      setPage(1);
    },
    /** Wraps a filter's setter so that changing it goes back to page 1. */
    filter:
      <V,>(set: (value: V) => void) =>
      (value: V) => {
        set(value);
        setPage(1);
      },
  };
}
export type AdminListState = ReturnType<typeof useAdminList>;

export interface AdminColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'right';
}

interface ListAnswer<T> {
  data: T[];
  meta?: { perPage: number; total: number };
}

/**
 * The shell every admin list shares (shops, users, subscriptions, requests, plans): search and filters, a table on
 * wide screens and cards below 62em (a tablet in portrait keeps the sidebar: a wide table would scroll sideways),
 * the empty state that says what to do, and paging.
 */
export function AdminListPage<T extends { id: string }>({
  list,
  search,
  filters,
  query,
  empty,
  columns,
  card,
  view = 'auto',
  cols = { base: 1, xs: 2, lg: 3 },
}: {
  list?: AdminListState;
  /** The search box's accessible name and placeholder; no search box without it. */
  search?: { label: string; placeholder: string };
  filters?: ReactNode;
  query: UseQueryResult<ListAnswer<T>, Error>;
  /** What the empty list says (what to do next). */
  empty: string;
  /** The table's columns (wide screens); without them, cards only. */
  columns?: AdminColumn<T>[];
  /** One row as a card (phones, tablets, and the card views). */
  card: (row: T) => ReactNode;
  view?: 'auto' | 'cards';
  cols?: Record<string, number>;
}) {
  const wide = useMediaQuery('(min-width: 62em)', true);
  const asTable = view === 'auto' && wide && columns !== undefined;
  return (
    <Stack>
      {(search || filters) && (
        <Group align="flex-end" wrap="wrap">
          {search && list && (
            <TextInput
              aria-label={search.label}
              placeholder={search.placeholder}
              leftSection={<IconSearch size={16} />}
              value={list.q}
              onChange={(e) => list.setQ(e.currentTarget.value)}
              style={{ flex: '1 1 220px' }}
            />
          )}
          {filters}
        </Group>
      )}
      <QueryState query={query}>
        {(res) =>
          res.data.length === 0 ? (
            <Card withBorder>
              <Text c="dimmed">{empty}</Text>
            </Card>
          ) : (
            <>
              {asTable ? (
                <Table.ScrollContainer minWidth={640}>
                  <Table striped highlightOnHover verticalSpacing="sm">
                    <Table.Thead>
                      <Table.Tr>
                        {columns.map((c) => (
                          <Table.Th key={c.header} ta={c.align}>
                            {c.header}
                          </Table.Th>
                        ))}
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {res.data.map((row) => (
                        <Table.Tr key={row.id}>
                          {columns.map((c) => (
                            <Table.Td key={c.header} ta={c.align}>
                              {c.cell(row)}
                            </Table.Td>
                          ))}
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              ) : (
                <SimpleGrid cols={cols} data-testid="admin-cards">
                  {res.data.map((row) => (
                    <Fragment key={row.id}>{card(row)}</Fragment>
                  ))}
                </SimpleGrid>
              )}
              {list && res.meta && res.meta.total > res.meta.perPage && (
                <Pagination
                  total={Math.ceil(res.meta.total / res.meta.perPage)}
                  value={list.page}
                  onChange={list.setPage}
                  size="sm"
                />
              )}
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}

/** A list row as a card: its title line, then label/value lines. */
export function ListCard({ title, children, testId }: { title: ReactNode; children?: ReactNode; testId?: string }) {
  return (
    <Card withBorder padding="sm" data-testid={testId} style={{ minWidth: 0 }}>
      <Stack gap={6}>
        {title}
        {children}
      </Stack>
    </Card>
  );
}
