import '@mantine/charts/styles.css';
import { AreaChart, BarChart } from '@mantine/charts';

export interface DayChartProps {
  /** One row per day: `day` (YYYY-MM-DD) and one number per series. */
  data: ({ day: string } & Record<string, number | string>)[];
  series: { name: string; label: string; color: string }[];
  kind?: 'bar' | 'area';
  valueFormatter?: (value: number) => string;
  h?: number;
}

const compact = new Intl.NumberFormat('fr-FR', { notation: 'compact', maximumFractionDigits: 1 });

const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** A chart over days (dashboards): bars for counts, an area for amounts. Loaded lazily (recharts is heavy). */
export default function DayChart({ data, series, kind = 'bar', valueFormatter, h = 200 }: DayChartProps) {
  const rows = data.map((d) => ({ ...d, label: shortDay(d.day) }));
  const common = {
    h,
    data: rows,
    dataKey: 'label',
    series,
    valueFormatter,
    tickLine: 'x' as const,
    gridAxis: 'y' as const,
    xAxisProps: { interval: 'preserveStartEnd' as const, minTickGap: 16 },
    // Axis ticks stay short (« 120 k »); the tooltip shows the full value.
    yAxisProps: { allowDecimals: false, width: 44, tickFormatter: (v: number) => compact.format(v) },
  };
  return kind === 'area' ? <AreaChart {...common} curveType="monotone" withDots={false} /> : <BarChart {...common} />;
}
