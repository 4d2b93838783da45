import { UserAbilityProvider, useAppAbility } from '@/auth/AbilityContext';
import { canOpen } from '@/access/routeAccess';
import { useSessionUser } from '@/auth/useSession';
import { resourceByName } from '@/engine/registry';
import { useTranslation } from '@/i18n/useTranslation';
import { H5Home } from './H5Home';
import { H5Layout } from './H5Layout';
import { H5ListPage } from './H5ListPage';
import { H5Session } from './H5Session';
import { H5State } from './H5State';
import { useH5Address } from './h5Location';
import { h5RouteOf } from './h5Routes';
import './h5.css';

/** The page of a mobile path: its resource's list when the user may open it (as on desktop). */
function H5Page({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const user = useSessionUser();
  const route = h5RouteOf(pathname);
  const resource = route && resourceByName(route.resource);
  if (!route || !resource) {
    return <H5State title={t('errors.notFoundTitle')} />;
  }
  if (!canOpen(ability, user, resource)) {
    return <H5State title={t('errors.forbiddenTitle')} />;
  }
  return <H5ListPage key={route.path} route={route} />;
}

/**
 * The mobile twin under /h5/ (SPEC §1, §2): antd-mobile pages over the console's declarations,
 * data provider and rights; none of the desktop's layout. See docs/mobile.md.
 */
export default function H5App() {
  const { pathname } = useH5Address();
  return (
    <H5Layout>
      <H5Session>
        <UserAbilityProvider>
          {/^\/h5\/?$/.test(pathname) ? <H5Home /> : <H5Page pathname={pathname} />}
        </UserAbilityProvider>
      </H5Session>
    </H5Layout>
  );
}
