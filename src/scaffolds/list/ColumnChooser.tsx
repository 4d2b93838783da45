import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import type { ColumnPrefs } from './columnPrefs';

interface Choice {
  key: string;
  title: ReactNode;
}

export interface ColumnChooserProps {
  columns: readonly Choice[];
  prefs: ColumnPrefs;
  onChange: (prefs: ColumnPrefs) => void;
}

/**
 * Shows or hides a list's columns and changes their order, by mouse or keyboard (each column has
 * its checkbox and up/down buttons); "Reset" goes back to the declared columns.
 */
export default function ColumnChooser({
  columns,
  prefs,
  onChange,
  defaultOpen = false,
}: ColumnChooserProps & { defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const order = columns.map((column) => column.key);
  const shownCount = order.filter((key) => !prefs.hidden.includes(key)).length;
  const move = (index: number, by: number) => {
    const next = [...order];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    onChange({ ...prefs, order: next });
  };
  const toggle = (key: string, shown: boolean) =>
    onChange({
      order,
      hidden: shown ? prefs.hidden.filter((k) => k !== key) : [...prefs.hidden, key],
    });
  const content = (
    <div className="column-chooser" role="group" aria-label={t('list.columns')}>
      <ul>
        {columns.map((column, index) => {
          const shown = !prefs.hidden.includes(column.key);
          return (
            <li key={column.key}>
              <Checkbox
                checked={shown}
                // The last column shown stays.
                disabled={shown && shownCount === 1}
                onChange={(event) => toggle(column.key, event.target.checked)}
              >
                {column.title}
              </Checkbox>
              <span className="column-chooser-moves">
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowUpOutlined />}
                  disabled={index === 0}
                  aria-label={t('list.moveUp', { column: textOf(column.title) })}
                  onClick={() => move(index, -1)}
                />
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowDownOutlined />}
                  disabled={index === columns.length - 1}
                  aria-label={t('list.moveDown', { column: textOf(column.title) })}
                  onClick={() => move(index, 1)}
                />
              </span>
            </li>
          );
        })}
      </ul>
      <Button size="small" onClick={() => onChange({ order: [], hidden: [] })}>
        {t('list.resetColumns')}
      </Button>
    </div>
  );
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      content={content}
      title={t('list.columns')}
      defaultOpen={defaultOpen}
    >
      <Button icon={<SettingOutlined />} aria-label={t('list.columns')}>
        {t('list.columns')}
      </Button>
    </Popover>
  );
}

const textOf = (title: ReactNode) => (typeof title === 'string' ? title : '');
