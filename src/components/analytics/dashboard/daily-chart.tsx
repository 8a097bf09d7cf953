"use client";

import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export type ChartSeries = { key: string; label: string; color: string };
export type DailyChartProps = { kind: "line" | "bar"; data: Record<string, string | number>[]; series: ChartSeries[] };

// Axes and grid take the text colour (currentColor), so the chart follows the light/dark theme.
const axis = { stroke: "currentColor", tick: { fill: "currentColor", fontSize: 12 }, tickLine: false } as const;
// System colours follow the page's color-scheme (set by layout/theme.ts), so the tooltip is readable in both themes.
const tooltipStyle = { backgroundColor: "Canvas", color: "CanvasText", border: "1px solid #a1a1aa", borderRadius: 6 };

/** A per-day chart; the same numbers are in the table next to it for screen readers and copy-paste. */
export function DailyChart({ kind, data, series }: DailyChartProps) {
  const Chart = kind === "line" ? LineChart : BarChart;
  return (
    <div className="h-64 w-full text-zinc-600 dark:text-zinc-300" aria-hidden="true" data-testid="daily-chart">
      <ResponsiveContainer width="100%" height="100%">
        <Chart accessibilityLayer={false} data={data} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.2} />
          <XAxis dataKey="day" {...axis} tickFormatter={(day: string) => day.slice(5)} minTickGap={16} />
          <YAxis allowDecimals={false} {...axis} />
          <Tooltip contentStyle={tooltipStyle} />
          {/* Labels in the text colour (the series colours fall below 4.5:1); the swatches keep them. */}
          <Legend formatter={(value: string) => <span className="text-zinc-700 dark:text-zinc-200">{value}</span>} />
          {series.map((item) =>
            kind === "line" ? (
              <Line
                key={item.key}
                type="monotone"
                dataKey={item.key}
                name={item.label}
                stroke={item.color}
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            ) : (
              <Bar key={item.key} dataKey={item.key} name={item.label} fill={item.color} isAnimationActive={false} />
            ),
          )}
        </Chart>
      </ResponsiveContainer>
    </div>
  );
}
