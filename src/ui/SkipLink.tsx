import type { MouseEvent } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { focusMainContent, MAIN_CONTENT_ID } from './mainContent';

/**
 * The page's first Tab stop: moves focus to the main content, past the menus. Hidden until
 * focused (global.css). Focus is moved by hand: the address keeps no `#main-content`.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent) => {
    event.preventDefault();
    focusMainContent();
  };
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      {t('common.skipToContent')}
    </a>
  );
}
