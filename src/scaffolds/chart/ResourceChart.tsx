import { useList, type CrudFilter } from '@refinedev/core';
import { Alert, Spin } from 'antd';
import { lazy, Suspense, useId, useMemo } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import type { ResourceDef } from '@/engine/types';
import { formatMoney } from '../fields/format';
import { chosenRange, dailySeries, type DailySeries } from './dailySeries';
import './chart.css';

type Row = Record<string, unknown>;

const DailyLineChart = lazy(() => import('./charts'));

/** The rows one chart reads at most (SPEC §9's largest list size). */
const CHART_ROWS = 2000;

/** Each series' total over the range, with its currency where the amount has one. */
function totalsText(data: DailySeries, resource: ResourceDef): string[] {
  const chart = resource.chart!;
  const field = resource.schema!.fields[chart.y];
  const fixed = typeof field.currency === 'string' ? field.currency : undefined;
  const byCurrency =
    field.type === 'money' &&
    typeof field.currency === 'object' &&
    field.currency.field === chart.series;
  return data.series.map((name) => formatMoney(data.totals[name], byCurrency ? name : fixed));
}

/**
 * A declared chart (`resource.chart`) above a list: its `y` summed per day of `x` over the range
 * the list's filters choose (the days of the rows found without one), one line per `series`
 * value. Loaded only by lists that declare it; the charting library (./charts) loads after it.
 * Named and described for assistive technology: the caption says what, over which days, and the
 * totals; the drawing itself is an image labelled with the same.
 */
export default function ResourceChart({
  resource,
  filters,
}: {
  resource: ResourceDef;
  filters: readonly CrudFilter[];
}) {
  const { t } = useTranslation();
  const chart = resource.chart!;
  const entity = resource.schema!.entity;
  const captionId = useId();
  const { result, query } = useList<Row>({
    resource: resource.name,
    filters: filters as CrudFilter[],
    pagination: { currentPage: 1, pageSize: CHART_ROWS },
    successNotification: false,
    errorNotification: false,
  });
  const rows = useMemo(() => (Array.isArray(result.data) ? result.data : []), [result.data]);
  const range = chosenRange(filters, chart.x);
  const rangeKey = range ? range.join('/') : '';
  const data = useMemo(
    () => dailySeries(rows, chart, rangeKey ? (rangeKey.split('/') as [string, string]) : null),
    [rows, chart, rangeKey],
  );

  const what = t(`fields.${entity}.${chart.y}`);
  const dayLabel = t(`fields.${entity}.${chart.x}`);
  const first = data.days[0];
  const last = data.days[data.days.length - 1];
  const title = t('chart.title', { what });
  const span = first
    ? t('chart.span', { from: first, to: last, count: data.days.length })
    : t('chart.noDays');
  const totals = totalsText(data, resource);
  const summary = [span, totals.length ? t('chart.totals', { totals: totals.join(', ') }) : '']
    .filter(Boolean)
    .join(' ');

  if (query.isError) {
    return (
      <Alert className="resource-chart" type="error" showIcon message={t('chart.loadFailed')} />
    );
  }
  return (
    <figure className="resource-chart" aria-labelledby={captionId} data-testid="resource-chart">
      <figcaption id={captionId} className="resource-chart-caption">
        <strong>{title}</strong> <span>{summary}</span>
        {rows.length >= CHART_ROWS && (
          <span className="resource-chart-note">
            {' '}
            {t('chart.truncated', { count: CHART_ROWS })}
          </span>
        )}
      </figcaption>
      <Spin spinning={query.isFetching}>
        <div
          className="resource-chart-canvas"
          role="img"
          aria-label={`${title}. ${summary}`}
          data-days={data.days.length}
        >
          {data.days.length > 0 && (
            <Suspense fallback={null}>
              <DailyLineChart
                points={data.points}
                split={Boolean(chart.series)}
                xTitle={dayLabel}
                yTitle={what}
              />
            </Suspense>
          )}
        </div>
      </Spin>
    </figure>
  );
}
