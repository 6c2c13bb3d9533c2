import { Text } from '@mantine/core';

/**
 * A small dimmed label above its value, as detail screens list facts; an empty value shows « — ». A long value
 * without spaces (a phone number, an e-mail) wraps inside its cell instead of running into the next one
 * (« +22671445566Ouagadougou »).
 */
export function LabeledValue({ label, value, strong }: { label: string; value: unknown; strong?: boolean }) {
  return (
    <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={strong ? 600 : undefined}>{value ? String(value) : '—'}</Text>
    </div>
  );
}
