import { Refine } from '@refinedev/core';
import { Spin } from 'antd';
import { Suspense, useEffect } from 'react';
import { UserAbilityProvider } from '@/access/AbilityContext';
import { accessControlProvider } from '@/access/accessControlProvider';
import { authProvider } from '@/auth/authProvider';
import { dataProvider } from '@/data';
import { allResources } from '@/engine/registry';
import { refineI18nProvider } from '@/i18n/refineI18nProvider';
import 'virtual:antd-styles/console.css';
import { adoptConsoleStyles, loadLaterStyles } from './antdStaticStyles';
import { AppRoutes } from './AppRoutes';
import { routerProvider } from './routerProvider';
import { SessionCacheReset } from './SessionCacheReset';
import { UnsavedChangesNotifier } from './UnsavedChangesNotifier';

adoptConsoleStyles();

// Refine knows every declared resource by name (its access control and cache keys use it).
// No routes: pages name their resource, so Refine need not match the URL against every
// resource on each of its hooks' renders.
const refineResources = allResources.map((resource) => ({
  name: resource.name,
  meta: { hide: true },
}));

const pageFallback = <Spin size="large" style={{ display: 'block', margin: '30vh auto' }} />;

/**
 * The signed-in console: Refine with the data, auth, i18n and access-control providers, the
 * ability, and the declared routes. Loaded after the login page, which needs none of it.
 */
export default function ConsoleApp() {
  // Once the first page is drawn: it does not wait for the styles of what it does not show.
  useEffect(() => void loadLaterStyles(), []);
  return (
    <Refine
      routerProvider={routerProvider}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={refineI18nProvider}
      accessControlProvider={accessControlProvider}
      resources={refineResources}
      options={{ disableTelemetry: true, syncWithLocation: true, warnWhenUnsavedChanges: true }}
    >
      <SessionCacheReset />
      <UnsavedChangesNotifier />
      <UserAbilityProvider>
        <Suspense fallback={pageFallback}>
          <AppRoutes />
        </Suspense>
      </UserAbilityProvider>
    </Refine>
  );
}
