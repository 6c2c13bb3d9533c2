import { Paper, Text } from '@mantine/core';

/** One figure of a dashboard: a label over a big number. */
export function FigureCard({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fz={28} fw={700} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}
