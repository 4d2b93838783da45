import { Table } from 'antd';
import { useTranslation } from '@/i18n/useTranslation';
import { formatMoney } from '../fields/format';
import type { Totals } from './totals';

/**
 * The summary row of a list: under each totalled column, its sum per currency, one line each;
 * the first cell says whether these are the page's rows or the whole filter's.
 */
export function ListTotals({
  columns,
  totals,
  scope,
  offset,
}: {
  /** The data columns shown, in order. */
  columns: readonly { key: string; className?: string }[];
  totals: Totals;
  scope: 'page' | 'filter';
  /** Cells before the data columns (the selection checkbox). */
  offset: number;
}) {
  const { t } = useTranslation();
  const label = t(scope === 'page' ? 'list.pageTotal' : 'list.filterTotal');
  return (
    <Table.Summary fixed="bottom">
      <Table.Summary.Row className="list-totals">
        {offset > 0 && (
          <Table.Summary.Cell index={0} colSpan={offset} className="ant-table-selection-column" />
        )}
        {columns.map((column, index) => {
          const sums = totals.get(column.key);
          return (
            <Table.Summary.Cell
              key={column.key}
              index={offset + index}
              className={column.className}
              align={sums ? 'right' : undefined}
            >
              {index === 0 && <strong>{label}</strong>}
              {sums &&
                [...sums.entries()].map(([currency, amount]) => (
                  <div key={currency} className="value-money" data-testid={`total-${column.key}`}>
                    {formatMoney(amount, currency || undefined)}
                  </div>
                ))}
            </Table.Summary.Cell>
          );
        })}
      </Table.Summary.Row>
    </Table.Summary>
  );
}
