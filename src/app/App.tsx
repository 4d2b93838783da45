import { Refine } from '@refinedev/core';
import routerProvider, { UnsavedChangesNotifier } from '@refinedev/react-router';
import { App as AntdApp, Spin } from 'antd';
import { Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { UserAbilityProvider } from '@/access/AbilityContext';
import { accessControlProvider } from '@/access/accessControlProvider';
import { authProvider } from '@/auth/authProvider';
import { dataProvider } from '@/data';
import { allResources } from '@/engine/registry';
import { LanguageEnforcer } from '@/i18n/LanguageEnforcer';
import { refineI18nProvider } from '@/i18n/refineI18nProvider';
import { UiLocaleProvider } from '@/i18n/UiLocaleProvider';
import { AppRoutes } from './AppRoutes';
import { NavigatorBridge } from './NavigatorBridge';
import { SessionCacheReset } from './SessionCacheReset';

// Refine knows every declared resource by name (its access control and cache keys use it).
const refineResources = allResources.map((resource) => ({
  name: resource.name,
  list: resource.route,
  meta: { hide: true },
}));

const pageFallback = <Spin size="large" style={{ display: 'block', margin: '30vh auto' }} />;

export function App() {
  return (
    <BrowserRouter>
      <UiLocaleProvider>
        <AntdApp>
          <Refine
            routerProvider={routerProvider}
            dataProvider={dataProvider}
            authProvider={authProvider}
            i18nProvider={refineI18nProvider}
            accessControlProvider={accessControlProvider}
            resources={refineResources}
            options={{
              disableTelemetry: true,
              syncWithLocation: true,
              warnWhenUnsavedChanges: true,
            }}
          >
            <NavigatorBridge />
            <LanguageEnforcer />
            <SessionCacheReset />
            <UnsavedChangesNotifier />
            <UserAbilityProvider>
              <Suspense fallback={pageFallback}>
                <AppRoutes />
              </Suspense>
            </UserAbilityProvider>
          </Refine>
        </AntdApp>
      </UiLocaleProvider>
    </BrowserRouter>
  );
}
