import { useState, type PointerEvent } from 'react';
import { Box, Paper, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { chartScale, closestIndex, shortDay } from './scale';

export interface DayChartProps {
  /** One row per day: `day` (YYYY-MM-DD) and one number per series. */
  data: ({ day: string } & Record<string, number | string>)[];
  series: { name: string; label: string; color: string }[];
  kind?: 'bar' | 'area';
  valueFormatter?: (value: number) => string;
  h?: number;
}

const compact = new Intl.NumberFormat('fr-FR', { notation: 'compact', maximumFractionDigits: 1 });
const integer = new Intl.NumberFormat('fr-FR');

/** A Mantine colour name (« teal.6 ») as its CSS variable, so the chart follows the theme and the dark scheme. */
const cssColor = (color: string) =>
  /^[a-z]+\.\d$/.test(color) ? `var(--mantine-color-${color.replace('.', '-')})` : color;

const AXIS_WIDTH = 44;
const AXIS_HEIGHT = 22;
const TOP = 8;

/**
 * A chart over days (dashboards), our own SVG (about 2 KB gzip instead of 120 KB for recharts): bars for counts, an
 * area for amounts, the y axis short (« 120 k »), the touched or hovered day's full value in a label. Loaded lazily
 * by LazyDayChart, after the figures. Decision 013 (« Charts »).
 */
export default function DayChart({ data, series, kind = 'bar', valueFormatter, h = 200 }: DayChartProps) {
  const { ref, width } = useElementSize();
  const [active, setActive] = useState<number | null>(null);
  const format = valueFormatter ?? ((v: number) => integer.format(v));
  const values = data.map((d) => series.map((s) => Number(d[s.name]) || 0));
  const scale = chartScale(values.flat(), h - AXIS_HEIGHT - TOP);
  const plotWidth = Math.max(0, width - AXIS_WIDTH);
  const step = data.length > 0 ? plotWidth / data.length : 0;
  const x = (i: number) => AXIS_WIDTH + step * (i + 0.5);
  const y = (v: number) => TOP + scale.y(v);
  const baseline = y(0);
  const labelEvery = Math.max(1, Math.ceil(data.length / Math.max(1, Math.floor(plotWidth / 48))));

  const onPointer = (e: PointerEvent<SVGSVGElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    setActive(closestIndex(e.clientX - box.left - AXIS_WIDTH, step, data.length));
  };
  const summary = series
    .map((s, k) => `${s.label} : ${format(values.reduce((n, row) => n + row[k]!, 0))} sur ${data.length} jours`)
    .join(', ');

  return (
    <Box ref={ref} pos="relative" h={h} data-testid="day-chart">
      {width > 0 && (
        <svg
          width={width}
          height={h}
          role="img"
          aria-label={summary}
          onPointerMove={onPointer}
          onPointerDown={onPointer}
          onPointerLeave={() => setActive(null)}
          style={{ display: 'block', touchAction: 'pan-y' }}
        >
          {scale.ticks.map((t) => (
            <g key={t}>
              <line
                x1={AXIS_WIDTH}
                x2={width}
                y1={y(t)}
                y2={y(t)}
                stroke="var(--mantine-color-default-border)"
                strokeDasharray={t === 0 ? undefined : '4 4'}
              />
              <text
                x={AXIS_WIDTH - 6}
                y={y(t)}
                dy="0.32em"
                textAnchor="end"
                fontSize={11}
                fill="var(--mantine-color-dimmed)"
              >
                {compact.format(t)}
              </text>
            </g>
          ))}
          {data.map((d, i) =>
            i % labelEvery === 0 || i === data.length - 1 ? (
              <text key={d.day} x={x(i)} y={h - 6} textAnchor="middle" fontSize={11} fill="var(--mantine-color-dimmed)">
                {shortDay(d.day)}
              </text>
            ) : null,
          )}
          {kind === 'bar'
            ? series.map((s, k) =>
                data.map((d, i) => {
                  const barWidth = Math.max(1, (step * 0.7) / series.length);
                  const top = y(values[i]![k]!);
                  return (
                    <rect
                      key={`${s.name}-${d.day}`}
                      x={x(i) - (step * 0.7) / 2 + k * barWidth}
                      y={top}
                      width={barWidth}
                      height={Math.max(0, baseline - top)}
                      rx={Math.min(3, barWidth / 3)}
                      fill={cssColor(s.color)}
                      opacity={active === null || active === i ? 1 : 0.55}
                    />
                  );
                }),
              )
            : series.map((s, k) => {
                const points = data.map((_, i) => `${x(i).toFixed(1)},${y(values[i]![k]!).toFixed(1)}`);
                if (points.length === 0) return null;
                const line = `M${points.join('L')}`;
                const area = `${line}L${x(data.length - 1).toFixed(1)},${baseline}L${x(0).toFixed(1)},${baseline}Z`;
                return (
                  <g key={s.name}>
                    <path d={area} fill={cssColor(s.color)} opacity={0.2} />
                    <path d={line} fill="none" stroke={cssColor(s.color)} strokeWidth={2} strokeLinejoin="round" />
                  </g>
                );
              })}
          {active !== null && (
            <line
              x1={x(active)}
              x2={x(active)}
              y1={TOP}
              y2={baseline}
              stroke="var(--mantine-color-dimmed)"
              strokeWidth={1}
              pointerEvents="none"
            />
          )}
        </svg>
      )}
      {active !== null && data[active] && (
        <Paper
          withBorder
          shadow="sm"
          p={6}
          radius="sm"
          pos="absolute"
          top={0}
          style={{
            pointerEvents: 'none',
            ...(x(active) > width / 2 ? { right: width - x(active) + 8 } : { left: x(active) + 8 }),
          }}
        >
          <Text size="xs" fw={600}>
            {shortDay(data[active]!.day)}
          </Text>
          {series.map((s, k) => (
            <Text key={s.name} size="xs" style={{ whiteSpace: 'nowrap' }}>
              {s.label} : {format(values[active]![k]!)}
            </Text>
          ))}
        </Paper>
      )}
    </Box>
  );
}
