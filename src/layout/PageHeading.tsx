import { useContext, type ReactNode } from 'react';
import { ResourceContext } from '@/engine/ResourceContext';
import { useTranslation } from '@/i18n/useTranslation';
import './pageHeading.css';

/**
 * The one `h1` of a hand-written page: `children`, else its route's title. (Lists and detail pages
 * have theirs in their frame: the list's title, the record's name.) `inline` sizes it as the title
 * of what it sits in (a card's or a result's).
 */
export function PageHeading({
  inline = false,
  children,
}: {
  inline?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const resource = useContext(ResourceContext);
  return (
    <h1 className={inline ? 'page-heading is-inline' : 'page-heading'}>
      {children ?? (resource ? t(`routes.${resource.name}`) : null)}
    </h1>
  );
}
