import { useEffect, useState } from 'react';
import { Anchor, Badge, Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { Pagination } from '../../lib/ui/LazyPagination';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { CONTACT_STATUS_LABELS, type ContactMessageJson, type ContactStatus } from '#shared/admin';
import { apiFetch } from '../../lib/api';
import { messageOf } from '../../lib/form-errors';
import { formatDateTime } from '../../lib/format';
import { QueryState } from './QueryState';
import { adminContactMessagesQuery } from './queries';

const COLORS: Record<ContactStatus, string> = { new: 'blue', read: 'gray', answered: 'green', archived: 'dark' };
const FILTERS = [
  { value: 'inbox', label: 'Reçus' },
  { value: 'new', label: 'Nouveaux' },
  { value: 'answered', label: 'Répondus' },
  { value: 'archived', label: 'Archivés' },
];

/** Messages sent from the platform's public contact page: read, answered, archived. */
export function ContactMessagesPage() {
  const { open } = useSearch({ strict: false }) as { open?: string };
  const [filter, setFilter] = useState('inbox');
  const [page, setPage] = useState(1);
  const status = filter === 'inbox' ? undefined : (filter as ContactStatus);
  const query = useQuery(adminContactMessagesQuery({ status, page }));
  const queryClient = useQueryClient();
  const move = useMutation({
    mutationFn: (input: { id: string; status: ContactStatus }) =>
      apiFetch(`/api/admin/contact-messages/${encodeURIComponent(input.id)}`, {
        method: 'PUT',
        body: { status: input.status },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'contact-messages'] }),
    onError: (error) => notifications.show({ color: 'red', message: messageOf(error) }),
  });
  // Opened from a notification: that message counts as read.
  const opened = query.data?.data.find((m) => m.id === open);
  useEffect(() => {
    if (opened?.status === 'new') move.mutate({ id: opened.id, status: 'read' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened?.id]);

  return (
    <Stack maw={900}>
      <Title order={2} size="h3">
        Messages de contact
      </Title>
      <SegmentedControl
        data={FILTERS}
        value={filter}
        onChange={(v) => {
          setFilter(v);
          setPage(1);
        }}
        fullWidth
        styles={{ label: { whiteSpace: 'normal' } }}
      />
      <QueryState query={query}>
        {(result) =>
          result.data.length === 0 ? (
            <Text c="dimmed" data-testid="contact-empty">
              {filter === 'archived'
                ? 'Aucun message archivé.'
                : 'Aucun message ici. Les messages envoyés depuis la page Contact du site apparaîtront dans cette boîte.'}
            </Text>
          ) : (
            <Stack>
              {result.data.map((m) => (
                <MessageCard
                  key={m.id}
                  message={m}
                  highlighted={m.id === open}
                  busy={move.isPending && move.variables?.id === m.id}
                  onMove={(to) => move.mutate({ id: m.id, status: to })}
                />
              ))}
              {result.meta.total > result.meta.perPage && (
                <Pagination
                  total={Math.ceil(result.meta.total / result.meta.perPage)}
                  value={page}
                  onChange={setPage}
                />
              )}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}

function MessageCard({
  message: m,
  highlighted,
  busy,
  onMove,
}: {
  message: ContactMessageJson;
  highlighted: boolean;
  busy: boolean;
  onMove: (to: ContactStatus) => void;
}) {
  return (
    <Card
      withBorder
      data-testid="contact-message"
      bd={highlighted ? '2px solid var(--mantine-color-teal-6)' : undefined}
    >
      <Group justify="space-between" align="flex-start" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text fw={m.status === 'new' ? 700 : 600}>{m.subject || 'Sans objet'}</Text>
          <Text size="sm" c="dimmed">
            {m.fullName} · {formatDateTime(m.created_at)}
          </Text>
        </div>
        <Badge color={COLORS[m.status]} variant="light" miw="max-content">
          {CONTACT_STATUS_LABELS[m.status]}
        </Badge>
      </Group>
      <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {m.message}
      </Text>
      <Group gap="xs" mt="xs">
        <Anchor href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject ?? ''}`)}`} size="sm">
          {m.email}
        </Anchor>
        {m.phone && (
          <Anchor href={`tel:${m.phone}`} size="sm">
            {m.phone}
          </Anchor>
        )}
      </Group>
      <Group gap="xs" mt="sm">
        {m.status === 'new' && (
          <Button size="xs" variant="default" loading={busy} onClick={() => onMove('read')}>
            Marquer comme lu
          </Button>
        )}
        {m.status !== 'answered' && m.status !== 'archived' && (
          <Button size="xs" variant="light" color="green" loading={busy} onClick={() => onMove('answered')}>
            Marquer comme répondu
          </Button>
        )}
        {m.status === 'archived' ? (
          <Button size="xs" variant="default" loading={busy} onClick={() => onMove('read')}>
            Remettre dans la boîte
          </Button>
        ) : (
          <Button size="xs" variant="subtle" color="gray" loading={busy} onClick={() => onMove('archived')}>
            Archiver
          </Button>
        )}
      </Group>
    </Card>
  );
}
