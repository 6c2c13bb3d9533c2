import { Group, List, Stack, Text, Timeline } from '@mantine/core';
import { AnchorLink } from '../../lib/ui/links';
import { AUDIT_ACTION_LABELS } from '#shared/audit-changes';
import { formatDateTime } from '../../lib/format';
import type { AuditDto } from '#shared/admin';

/**
 * An audit log (of an account, shop, plan, or the whole platform): who, when, what, the changes in words
 * (« Plan : Gratuit → Starter », never raw JSON), the message, and the shop when the list spans several.
 */
export function AuditList({ entries, showStore = false }: { entries: AuditDto[]; showStore?: boolean }) {
  if (entries.length === 0) {
    return (
      <Text c="dimmed" size="sm" data-testid="audit-empty">
        Aucune action d’administrateur pour l’instant.
      </Text>
    );
  }
  return (
    <Timeline bulletSize={12} lineWidth={2} data-testid="audit-log">
      {entries.map((e) => (
        <Timeline.Item key={e.id} title={AUDIT_ACTION_LABELS[e.action] ?? 'Action'} data-testid="audit-entry">
          <Stack gap={2}>
            <Group gap={6} wrap="wrap">
              <Text size="xs" c="dimmed">
                {formatDateTime(e.createdAt)} · {e.actor?.name || 'Système'}
              </Text>
              {showStore && e.store && (
                <AnchorLink to="/admin/shops/$shopId" params={{ shopId: e.store.id }} size="xs">
                  {e.store.name}
                </AnchorLink>
              )}
            </Group>
            {e.changes.length > 0 && (
              <List size="sm" spacing={0} data-testid="audit-changes">
                {e.changes.map((line) => (
                  <List.Item key={line}>{line}</List.Item>
                ))}
              </List>
            )}
            {e.message && <Text size="sm">« {e.message} »</Text>}
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
