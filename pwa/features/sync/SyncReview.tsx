import { Alert, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useNavigate } from '@tanstack/react-router';
import type { ConflictEntry, RejectedEntry } from '../../lib/sync/db';
import { acceptServerVersion, discardRejected, reapplyMyValues } from '../../lib/sync/review-actions';
import { useSyncRuntime, type SyncRuntime } from '../../lib/sync/runtime';
import { describeSync, formatLastSync } from './sync-labels';
import { LOCAL_SYNC_TABLES, fieldLabel, showValue } from '../../lib/sync/tables';
import { useSyncStatus } from '../../lib/sync/use-sync-status';

/** /user/sync: the sync state, changes waiting to be sent, conflicts and refused changes for the merchant to resolve. */
export function SyncReview() {
  const runtime = useSyncRuntime();
  if (!runtime) return <Alert color="gray">Connectez-vous en tant que marchand pour voir la synchronisation.</Alert>;
  return <SyncReviewFor runtime={runtime} />;
}

function SyncReviewFor({ runtime }: { runtime: SyncRuntime }) {
  const status = useSyncStatus(runtime);
  const view = describeSync(status);
  const conflicts = useLiveQuery(() => runtime.db.conflicts.orderBy('createdAt').reverse().toArray(), [runtime]) ?? [];
  const rejected = useLiveQuery(() => runtime.db.rejected.orderBy('createdAt').reverse().toArray(), [runtime]) ?? [];
  return (
    <Stack>
      <Card withBorder>
        <Group justify="space-between">
          <div>
            <Group gap="xs">
              <Text fw={600}>État :</Text>
              <Badge color={view.color} data-testid="sync-review-state">
                {view.label}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {view.detail}
            </Text>
            <Text size="sm" c="dimmed">
              Dernière synchronisation : {formatLastSync(status.lastSyncAt)}
            </Text>
          </div>
          <Button
            onClick={() => void runtime.engine.requestSync()}
            loading={status.engine.phase === 'syncing'}
            disabled={!status.online}
          >
            Synchroniser maintenant
          </Button>
        </Group>
      </Card>

      <Title order={3} size="h4">
        Conflits à revoir ({conflicts.length})
      </Title>
      {conflicts.length === 0 ? (
        <Text c="dimmed">Aucun conflit.</Text>
      ) : (
        conflicts.map((c) => <ConflictCard key={c.mutationId} runtime={runtime} conflict={c} />)
      )}

      <Title order={3} size="h4">
        Modifications refusées ({rejected.length})
      </Title>
      {rejected.length === 0 ? (
        <Text c="dimmed">Aucune modification refusée.</Text>
      ) : (
        rejected.map((r) => <RejectedCard key={r.mutationId} runtime={runtime} entry={r} />)
      )}
    </Stack>
  );
}

function ConflictCard({ runtime, conflict }: { runtime: SyncRuntime; conflict: ConflictEntry }) {
  const labels = LOCAL_SYNC_TABLES[conflict.table];
  const deleted = Boolean(conflict.serverRecord.deletedAt);
  return (
    <Card withBorder data-testid="sync-conflict">
      <Text fw={600}>
        {labels.label} : {labels.title(conflict.serverRecord.data)}
      </Text>
      <Text size="sm" c="dimmed" mb="xs">
        {deleted
          ? 'Cet enregistrement a été supprimé sur un autre appareil : vos modifications n’ont pas été appliquées.'
          : 'Ces champs ont été modifiés sur un autre appareil pendant que vous travailliez : la version du serveur a été gardée.'}
      </Text>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Champ</Table.Th>
            <Table.Th>Votre valeur</Table.Th>
            <Table.Th>Valeur retenue</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {conflict.conflictFields.map((field) => (
            <Table.Tr key={field}>
              <Table.Td>{fieldLabel(conflict.table, field)}</Table.Td>
              <Table.Td>{showValue(conflict.localChanges[field])}</Table.Td>
              <Table.Td>{deleted ? 'Supprimé' : showValue(conflict.serverRecord.data[field])}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group mt="sm">
        <Button variant="default" onClick={() => void acceptServerVersion(runtime.db, conflict.mutationId)}>
          Garder la version du serveur
        </Button>
        {!deleted && (
          <Button
            onClick={async () => {
              await reapplyMyValues(runtime.db, conflict);
              void runtime.engine.requestSync();
            }}
          >
            Réappliquer mes valeurs
          </Button>
        )}
      </Group>
    </Card>
  );
}

function RejectedCard({ runtime, entry }: { runtime: SyncRuntime; entry: RejectedEntry }) {
  const navigate = useNavigate();
  const labels = LOCAL_SYNC_TABLES[entry.table];
  return (
    <Card withBorder data-testid="sync-rejected">
      <Text fw={600}>
        {labels.label} : {entry.op === 'delete' ? 'suppression' : labels.title(entry.changes)}
      </Text>
      <Text size="sm" c="red">
        {entry.message}
      </Text>
      {entry.errors && (
        <Stack gap={2} mt="xs">
          {Object.entries(entry.errors).map(([field, messages]) => (
            <Text size="sm" key={field}>
              {fieldLabel(entry.table, field)} : {messages.join(', ')}
            </Text>
          ))}
        </Stack>
      )}
      <Group mt="sm">
        {entry.op === 'upsert' && (
          <Button onClick={() => void navigate({ to: labels.fixPath, search: { fix: entry.mutationId } as never })}>
            Corriger
          </Button>
        )}
        <Button variant="default" color="red" onClick={() => void discardRejected(runtime.db, entry.mutationId)}>
          Abandonner
        </Button>
      </Group>
    </Card>
  );
}
