import { useState } from 'react';
import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import type { CustomerMergeJson } from '#shared/schemas/customer-merge';
import { samePhoneAsLabel } from '#shared/customer-match';
import { apiFetch } from '../api';
import { useOnline } from '../online';
import type { SyncRuntime } from '../sync/runtime';
import { WRAPPING_BUTTON } from '../ui/wrapping-button';
import { customerName } from './customer-search';
import { updateCustomer, useCustomerRow } from './customer-rows';

/**
 * « Même téléphone que Fatimata Kaboré » on a customer whose phone another customer has under another name (a shared
 * family phone): the merchant merges them (one person; online, the server moves every order) or keeps them apart
 * (two people; works offline, the link is cleared on the device and synced). Shown on the customer's file and on
 * her orders' pages: after a merge the file goes to the kept customer, an order page stays (`onMerged`).
 */
export function SamePhoneNotice({
  runtime,
  id,
  otherId,
  onMerged,
}: {
  runtime: SyncRuntime;
  id: string;
  otherId: string;
  /** What follows a merge; by default the kept customer's file opens. */
  onMerged?: () => void;
}) {
  const other = useCustomerRow(runtime, otherId);
  const online = useOnline();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!other) return null;
  const name = customerName(other.data);
  const merge = async () => {
    setBusy(true);
    setError(null);
    try {
      await apiFetch<CustomerMergeJson>(`/api/customers/${id}/merge`, { method: 'POST', body: { intoId: otherId } });
      await runtime.engine.requestSync();
      if (onMerged) onMerged();
      else void navigate({ to: '/user/customers/$customersId', params: { customersId: otherId } as never });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    // A long name wraps (in the title, on the merge button) instead of pushing the notice past a phone's edge.
    <Alert
      color="orange"
      icon={<IconUsers size={18} />}
      data-testid="same-phone"
      styles={{ body: { minWidth: 0 }, wrapper: { minWidth: 0 } }}
    >
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {samePhoneAsLabel('')}
        <Anchor component={Link} to="/user/customers/$customersId" params={{ customersId: otherId } as never}>
          {name}
        </Anchor>
      </Text>
      <Text size="sm" mb="xs">
        La même personne ? Fusionnez les deux fiches. Deux personnes (un téléphone de famille) ? Gardez-les séparées.
      </Text>
      <Group gap="xs">
        <Button
          {...WRAPPING_BUTTON}
          size="md"
          color="orange"
          loading={busy}
          disabled={!online}
          onClick={() => void merge()}
        >
          Fusionner avec {name}
        </Button>
        <Button size="md" variant="default" onClick={() => void updateCustomer(runtime, id, { samePhoneAs: null })}>
          Garder séparés
        </Button>
      </Group>
      {!online && (
        <Text size="sm" c="dimmed" mt={4}>
          Fusionner demande une connexion.
        </Text>
      )}
      {error && (
        <Text size="sm" c="red" mt={4}>
          {error}
        </Text>
      )}
    </Alert>
  );
}
