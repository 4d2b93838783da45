import { List } from 'antd-mobile';
import { useAppAbility } from '@/auth/AbilityContext';
import { canOpen } from '@/access/routeAccess';
import { useSessionUser } from '@/auth/useSession';
import { resourceByName } from '@/engine/registry';
import { useTranslation } from '@/i18n/useTranslation';
import { H5Header } from './H5Header';
import { H5Link } from './h5Location';
import { h5PathOf, h5Routes, type H5Route } from './h5Routes';

const groups: H5Route['group'][] = ['todo', 'client', 'adsAccount', 'org', 'option', 'vcc'];

/** The mobile pages the user may open (as the desktop's guard decides), by group. */
export function H5Home() {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const user = useSessionUser();
  const allowed = h5Routes.filter((route) => {
    const resource = resourceByName(route.resource);
    return resource && canOpen(ability, user, resource);
  });
  return (
    <>
      <H5Header title={t('app.title')} />
      <nav aria-label={t('h5.pagesNav')}>
        {groups.map((group) => {
          const routes = allowed.filter((route) => route.group === group);
          if (!routes.length) return null;
          return (
            <List key={group} header={<h2 className="h5-group">{t(`h5.groups.${group}`)}</h2>}>
              {routes.map((route) => (
                <List.Item key={route.path} arrowIcon>
                  <H5Link to={h5PathOf(route)} className="h5-link">
                    {t(`h5.pages.${route.path.replace('/', '.')}`)}
                  </H5Link>
                </List.Item>
              ))}
            </List>
          );
        })}
      </nav>
    </>
  );
}
