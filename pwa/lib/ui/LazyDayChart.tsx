import { lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';
import type { DayChartProps } from './charts/DayChart';

const DayChart = lazy(() => import('./charts/DayChart'));

/** The dashboards' day chart, its code fetched after the figures show (the charting library is the heaviest part). */
export function LazyDayChart(props: DayChartProps) {
  return (
    <Suspense fallback={<Skeleton h={props.h ?? 200} radius="md" />}>
      <DayChart {...props} />
    </Suspense>
  );
}
export type { DayChartProps };
