import { Text } from '@mantine/core';

/** A small dimmed label above its value, as detail screens list facts; an empty value shows « — ». */
export function LabeledValue({ label, value, strong }: { label: string; value: unknown; strong?: boolean }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={strong ? 600 : undefined}>{value ? String(value) : '—'}</Text>
    </div>
  );
}
