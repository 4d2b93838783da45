import { useTranslation } from '@/i18n/useTranslation';
import { H5Link } from './h5Location';

/**
 * A mobile page's title bar: its title, and a link back to the mobile pages. Not antd-mobile's
 * NavBar: its back area is an unnamed `role="button"` with its text hidden from screen readers.
 */
export function H5Header({ title, back = false }: { title: string; back?: boolean }) {
  const { t } = useTranslation();
  return (
    <header className="h5-header">
      {back && (
        <H5Link to="/h5/" className="h5-back">
          ‹ {t('h5.home')}
        </H5Link>
      )}
      <h1 className="h5-page-title">{title}</h1>
    </header>
  );
}
