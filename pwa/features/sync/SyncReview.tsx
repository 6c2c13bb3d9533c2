import { Alert, Anchor, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { Link, useNavigate } from '@tanstack/react-router';
import type { RecordData } from '#shared/sync';
import type { ConflictEntry, RejectedEntry } from '../../lib/sync/db';
import { acceptServerVersion, discardRejected, reapplyMyValues } from '../../lib/sync/review-actions';
import { useSyncRuntime, type SyncRuntime } from '../../lib/sync/runtime';
import { describeSync, formatLastSync } from './sync-labels';
import { REVIEW_TABLES, fieldLabel, fieldValueLines, type ShowContext } from './review-labels';
import { useSyncStatus } from '../../lib/sync/use-sync-status';
import { WRAPPING_BUTTON } from '../../lib/ui/wrapping-button';
import { useStoreCurrency } from '../../lib/money';

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
  const currency = useStoreCurrency();
  const customerNames = useCustomerNames(runtime, conflicts);
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
        conflicts.map((c) => (
          <ConflictCard
            key={c.mutationId}
            runtime={runtime}
            conflict={c}
            currency={currency}
            customerName={(id) => customerNames.get(id)}
          />
        ))
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

/** In the tailor's words: another device changed the same record; which version stays is hers to choose. */
export function conflictExplanation(thisOne: string, deleted: boolean): string {
  const it = thisOne.charAt(0).toLowerCase() + thisOne.slice(1);
  return deleted
    ? `Un autre appareil a supprimé ${it} pendant que vous travailliez : vos modifications n’ont pas été appliquées.`
    : `Un autre appareil (une autre tablette ou un téléphone) a aussi changé ${it} pendant que vous travailliez. C’est sa version qui est enregistrée pour l’instant : choisissez celle à garder.`;
}

/** The names of the customers the conflicts point to (an order's or a taking's client), from the device's mirror. */
function useCustomerNames(runtime: SyncRuntime, conflicts: ConflictEntry[]): Map<string, string> {
  const ids = [
    ...new Set(
      conflicts.flatMap((c) =>
        [c.localChanges.customerId, c.serverRecord.data.customerId].filter((x): x is string => typeof x === 'string'),
      ),
    ),
  ].sort();
  const key = ids.join(',');
  const rows = useLiveQuery(
    async () => (ids.length ? runtime.db.mirror('customers').bulkGet(ids) : []),
    [runtime, key], // the ids by value: a new array each render
  );
  const names = new Map<string, string>();
  for (const row of rows ?? []) if (row && !row.deletedAt) names.set(row.id, REVIEW_TABLES.customers.title(row.data));
  return names;
}

/** A field's value in the tailor's words: one line per garment, payment or measurement. */
function ValueLines({ lines }: { lines: string[] }) {
  return lines.length === 1 ? (
    <>{lines[0]}</>
  ) : (
    <Stack gap={2}>
      {lines.map((line, i) => (
        <div key={i} data-testid="sync-value-line">
          {line}
        </div>
      ))}
    </Stack>
  );
}

function ConflictCard({
  runtime,
  conflict,
  currency,
  customerName,
}: {
  runtime: SyncRuntime;
  conflict: ConflictEntry;
  currency: string;
  customerName: ShowContext['customerName'];
}) {
  const table = conflict.table;
  const labels = REVIEW_TABLES[table];
  const deleted = Boolean(conflict.serverRecord.deletedAt);
  const name = `${labels.label} : ${labels.title(conflict.serverRecord.data)}`;
  const mine: ShowContext = {
    currency,
    customerName,
    record: { ...conflict.serverRecord.data, ...conflict.localChanges },
  };
  const theirs: ShowContext = { currency, customerName, record: conflict.serverRecord.data };
  return (
    <Card withBorder data-testid="sync-conflict">
      <Text fw={600}>
        {labels.recordPath && !deleted ? (
          <Anchor component={Link} to={labels.recordPath(conflict.rowId) as never} data-testid="sync-conflict-link">
            {name}
          </Anchor>
        ) : (
          name
        )}
      </Text>
      <Text size="sm" mb="xs">
        {conflictExplanation(labels.thisOne, deleted)}
      </Text>
      <Table.ScrollContainer minWidth={320}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Champ</Table.Th>
              <Table.Th>Sur cet appareil</Table.Th>
              <Table.Th>Sur l’autre appareil</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {conflict.conflictFields.map((field) => (
              <Table.Tr key={field}>
                <Table.Td>{fieldLabel(table, field)}</Table.Td>
                <Table.Td>
                  <ValueLines lines={fieldValueLines(table, field, conflict.localChanges[field], mine)} />
                </Table.Td>
                <Table.Td>
                  {deleted ? (
                    'Supprimé'
                  ) : (
                    <ValueLines lines={fieldValueLines(table, field, conflict.serverRecord.data[field], theirs)} />
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group mt="sm">
        <Button
          variant="default"
          {...WRAPPING_BUTTON}
          onClick={() => void acceptServerVersion(runtime.db, conflict.mutationId)}
        >
          Garder la version de l’autre appareil
        </Button>
        {!deleted && (
          <Button
            {...WRAPPING_BUTTON}
            onClick={async () => {
              await reapplyMyValues(runtime.db, conflict);
              void runtime.engine.requestSync();
            }}
          >
            Remettre ma version
          </Button>
        )}
      </Group>
    </Card>
  );
}

/** The customer a refused change belongs to (an order's or a taking's), and whether the device holds her page. */
function useRefusedCustomer(runtime: SyncRuntime, entry: RejectedEntry, record: RecordData) {
  const id = entry.table !== 'customers' && typeof record.customerId === 'string' ? record.customerId : undefined;
  const row = useLiveQuery(async () => (id ? runtime.db.mirror('customers').get(id) : undefined), [runtime, id]);
  const known = row && !row.deletedAt ? row : undefined;
  // An order carries its shopper's name; a taking only its customer's id.
  const own = entry.table === 'orders' ? personName(record.firstname, record.lastname) : '';
  const name = own || (known ? REVIEW_TABLES.customers.title(known.data) : '');
  return name ? { name, path: known ? REVIEW_TABLES.customers.recordPath!(known.id) : undefined } : undefined;
}

const personName = (first: unknown, last: unknown) =>
  [first, last].filter((x): x is string => typeof x === 'string' && Boolean(x)).join(' ');

/**
 * A change the server refused: which record (an order's code and customer, each a link to its page) and why, in the
 * server's words, then what she can do with it.
 */
function RejectedCard({ runtime, entry }: { runtime: SyncRuntime; entry: RejectedEntry }) {
  const navigate = useNavigate();
  const labels = REVIEW_TABLES[entry.table];
  // Older refusals kept only the changed fields.
  const record = entry.record ?? entry.changes;
  const row = useLiveQuery(() => runtime.db.mirror(entry.table).get(entry.rowId), [runtime, entry.table, entry.rowId]);
  const customer = useRefusedCustomer(runtime, entry, record);
  // The fields' own messages, but not the reason said again (« Articles : Stock insuffisant… » under it).
  const details = Object.entries(entry.errors ?? {})
    .map(([field, messages]) => [field, messages.filter((m) => m !== entry.message)] as const)
    .filter(([, messages]) => messages.length > 0);
  // An order by its code (« Commande H7K2QX »), its customer on the line below; other records by their title.
  const name =
    typeof record.code === 'string' && record.code
      ? `${labels.label} ${record.code}`
      : `${labels.label} : ${labels.title(record)}`;
  // Its page, when it shows something: the record is on the device, or the page itself says the refusal waits here.
  const linked = labels.recordPath && ((row && !row.deletedAt) || (labels.pageShowsRefusal && entry.op === 'upsert'));
  return (
    <Card withBorder data-testid="sync-rejected">
      <Text fw={600}>
        {linked ? (
          <Anchor component={Link} to={labels.recordPath!(entry.rowId) as never} data-testid="sync-rejected-link">
            {name}
          </Anchor>
        ) : (
          name
        )}
        {entry.op === 'delete' && ' (suppression)'}
      </Text>
      {customer && (
        <Text size="sm" data-testid="sync-rejected-customer">
          Client :{' '}
          {customer.path ? (
            <Anchor component={Link} to={customer.path as never}>
              {customer.name}
            </Anchor>
          ) : (
            customer.name
          )}
        </Text>
      )}
      <Text size="sm" c="red" data-testid="sync-rejected-reason">
        Refusée : {entry.message}
      </Text>
      {details.length > 0 && (
        <Stack gap={2} mt="xs">
          {details.map(([field, messages]) => (
            <Text size="sm" key={field}>
              {fieldLabel(entry.table, field)} : {messages.join(', ')}
            </Text>
          ))}
        </Stack>
      )}
      <Group mt="sm">
        {entry.op === 'upsert' && labels.fixPath && (
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
