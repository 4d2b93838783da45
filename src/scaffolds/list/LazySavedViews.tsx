import { DownOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { withViewTexts } from '@/i18n';
import { useTranslation } from '@/i18n/useTranslation';
import type { SavedViewsProps } from './SavedViews';
import { hasSavedViews } from './savedViewsKey';

// The views' menu, dialogs and storage load when first clicked, or at once when the user has
// saved views of this list (the default one may apply): not with every list.
const SavedViews = lazy(withViewTexts(() => import('./SavedViews')));

/** A list's saved views: a button until first needed, then the views' dropdown. */
export function LazySavedViews(props: SavedViewsProps) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(() => hasSavedViews(props.storageKey));
  const [clicked, setClicked] = useState(false);
  const button = (
    <Button
      aria-haspopup="menu"
      onClick={() => {
        setClicked(true);
        setWanted(true);
      }}
    >
      {t('list.views')} <DownOutlined aria-hidden />
    </Button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <SavedViews key={props.storageKey} {...props} defaultOpen={clicked} />
    </Suspense>
  );
}
