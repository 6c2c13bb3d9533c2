import { Code, Stack, Text, Timeline } from '@mantine/core';
import { formatDateTime } from '../../lib/format';
import { AUDIT_LABELS } from './labels';
import type { AuditDto } from '#shared/admin';

const show = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** The audit log of an account, shop or plan: who, when, what, before → after, message. */
export function AuditList({ entries }: { entries: AuditDto[] }) {
  if (entries.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        Aucune action d’administrateur pour l’instant.
      </Text>
    );
  }
  return (
    <Timeline bulletSize={12} lineWidth={2} data-testid="audit-log">
      {entries.map((e) => (
        <Timeline.Item key={e.id} title={AUDIT_LABELS[e.action] ?? e.action}>
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {formatDateTime(e.createdAt)} · {e.actor?.name || 'Système'}
            </Text>
            {e.message && <Text size="sm">« {e.message} »</Text>}
            {(show(e.before) || show(e.after)) && (
              <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} fz="xs">
                {`avant : ${show(e.before) ?? '—'}\naprès : ${show(e.after) ?? '—'}`}
              </Code>
            )}
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
