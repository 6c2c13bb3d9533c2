import { Paper, Skeleton, Text } from '@mantine/core';

/** One figure of a dashboard: a label over a big number, and (hint) what exactly it counts when the label can't say. */
export function FigureCard({
  label,
  value,
  hint,
  testId,
}: {
  label: string;
  /** null: not known yet (the device is still reading), drawn as a placeholder rather than a wrong figure */
  value: string | null;
  hint?: string;
  testId?: string;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      {value === null ? (
        <Skeleton height={34} my={4} width="60%" data-testid={testId && `${testId}-loading`} />
      ) : (
        <Text fz={28} fw={700} data-testid={testId}>
          {value}
        </Text>
      )}
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}
