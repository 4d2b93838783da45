import { Line } from '@ant-design/plots';
import type { ChartPoint } from './dailySeries';

interface TooltipItem {
  name?: string;
  value?: unknown;
  color?: string;
}

/**
 * The tooltip's content as React elements (the library's default is HTML text with style
 * attributes, which the strict CSP refuses); its classes are styled in chart.css.
 */
function tooltipContent(_: unknown, { title, items }: { title?: unknown; items?: TooltipItem[] }) {
  return (
    <div>
      <div className="resource-chart-tip-title">{String(title ?? '')}</div>
      {(items ?? []).map((item, index) => (
        <div key={index}>{`${item.name ?? ''}: ${String(item.value ?? '')}`}</div>
      ))}
    </div>
  );
}

/**
 * The charting library's line chart (@ant-design/plots, ≈470 kB gzip): its own lazily loaded
 * chunk, named `charts`, which only a list declaring a chart asks for.
 */
export default function DailyLineChart({
  points,
  split,
  xTitle,
  yTitle,
}: {
  points: readonly ChartPoint[];
  /** One line per series value (a legend names them). */
  split: boolean;
  xTitle: string;
  yTitle: string;
}) {
  return (
    <Line
      data={points as ChartPoint[]}
      xField="day"
      yField="value"
      colorField={split ? 'series' : undefined}
      height={240}
      autoFit
      axis={{ x: { title: xTitle, labelAutoHide: true }, y: { title: yTitle } }}
      legend={split ? { color: { title: false, position: 'top' } } : false}
      tooltip={{ title: 'day', items: [{ channel: 'y', name: yTitle }] }}
      interaction={{ tooltip: { render: tooltipContent } }}
    />
  );
}
