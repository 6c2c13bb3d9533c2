import { useState } from 'react';
import { Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { customerName, matchesCustomer } from '../../lib/customers/customer-search';
import { useCustomerRows } from '../../lib/customers/customer-rows';
import { phoneText } from '../../lib/store-calling-code';
import type { MirrorRow } from '../../lib/sync/db';
import type { SyncRuntime } from '../../lib/sync/runtime';

/** How many customers the picker lists at once: a long list is narrowed by typing, not scrolled. */
const SHOWN = 30;

/**
 * The store's other customers, read from the device (offline too), narrowed by a name, a number or a town: the body
 * of « Changer de client », fetched when the merchant opens it (the order page's first load stays light).
 */
export default function CustomerPicker({
  runtime,
  currentId,
  onPick,
}: {
  runtime: SyncRuntime;
  currentId: string | null;
  onPick(row: MirrorRow): Promise<void>;
}) {
  const rows = useCustomerRows(runtime);
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string | null>(null);
  const others = (rows ?? []).filter((r) => r.id !== currentId);
  const found = others.filter((r) => matchesCustomer(r.data, query));
  return (
    <Stack gap="sm">
      <TextInput
        label="Rechercher un client"
        placeholder="Nom, téléphone, ville…"
        leftSection={<IconSearch size={16} />}
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
        data-autofocus
      />
      {rows !== undefined && others.length === 0 && (
        <Text c="dimmed">Aucun autre client dans votre boutique : ajoutez-le d’abord dans « Clients ».</Text>
      )}
      {others.length > 0 && found.length === 0 && (
        <Text c="dimmed">Aucun client ne correspond à « {query.trim()} ». Essayez son prénom ou son numéro.</Text>
      )}
      <Stack gap={4} data-testid="customer-choices">
        {found.slice(0, SHOWN).map((r) => (
          <UnstyledButton
            key={r.id}
            onClick={async () => {
              setError(null);
              try {
                await onPick(r);
              } catch (e) {
                setError(e instanceof Error ? e.message : String(e));
              }
            }}
            data-testid="customer-choice"
            style={{
              minHeight: 48,
              padding: '6px 12px',
              borderRadius: 'var(--mantine-radius-sm)',
              border: '1px solid var(--mantine-color-default-border)',
            }}
          >
            <Group justify="space-between" wrap="wrap" gap={4}>
              <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                {customerName(r.data) || 'Client sans nom'}
              </Text>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {[phoneText(r.data.phone), r.data.city].filter(Boolean).join(' · ')}
              </Text>
            </Group>
          </UnstyledButton>
        ))}
      </Stack>
      {found.length > SHOWN && (
        <Text size="sm" c="dimmed">
          {found.length - SHOWN} autres clients : tapez un nom ou un numéro pour les trouver.
        </Text>
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
