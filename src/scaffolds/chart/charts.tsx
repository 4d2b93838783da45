import { Line } from '@ant-design/plots';
import type { ChartPoint } from './dailySeries';

interface TooltipItem {
  name?: string;
  value?: unknown;
  color?: string;
}

/** A tooltip's parts, copied for each tooltip (see tooltipContent for why not made there). */
const tipParts = {
  frame: document.createElement('div'),
  line: document.createElement('div'),
};

/** A copy of a tooltip part, with its class and text. */
function tipPart(part: HTMLElement, text: string, className?: string): HTMLElement {
  const copy = part.cloneNode() as HTMLElement;
  if (className) copy.className = className;
  copy.textContent = text;
  return copy;
}

/**
 * The tooltip's content as elements of the page, its texts set as text (the library's default is
 * HTML text with style attributes, which the strict CSP refuses); its classes are styled in
 * chart.css.
 *
 * Not React elements: the library hands those to @ant-design/charts-util's `render`, whose first
 * two calls race (the second, before ReactDOM has loaded, throws "ReactDOM.render not available"
 * when the pointer moves twice at once). The library decides by reading this function's source
 * (`isValidElement`): nothing in it may look like a React or DOM element being created, hence the
 * parts copied from `tipParts`.
 */
function tooltipContent(_: unknown, { title, items }: { title?: unknown; items?: TooltipItem[] }) {
  const frame = tipPart(tipParts.frame, '');
  frame.append(tipPart(tipParts.line, String(title ?? ''), 'resource-chart-tip-title'));
  for (const item of items ?? [])
    frame.append(tipPart(tipParts.line, `${item.name ?? ''}: ${String(item.value ?? '')}`));
  return frame;
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
