import { SettingOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import type { ColumnChooserProps } from './ColumnChooser';

// The chooser (its checkboxes and moves) loads with its first click, not with the list.
const ColumnChooser = lazy(() => import('./ColumnChooser'));

/** The list's column chooser: a button until first clicked, then the chooser, opened. */
export function LazyColumnChooser(props: ColumnChooserProps) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const button = (
    <Button
      icon={<SettingOutlined />}
      aria-label={t('list.columns')}
      aria-haspopup="dialog"
      onClick={() => setWanted(true)}
    >
      {t('list.columns')}
    </Button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <ColumnChooser {...props} defaultOpen />
    </Suspense>
  );
}
