import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { App as AntdApp, Spin } from 'antd';
import { Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { authProvider } from '@/auth/authProvider';
import { dataProvider } from '@/data';
import { refineI18nProvider } from '@/i18n/refineI18nProvider';
import { UiLocaleProvider } from '@/i18n/UiLocaleProvider';
import { AppRoutes } from './AppRoutes';
import { NavigatorBridge } from './NavigatorBridge';

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
            resources={[]}
            options={{
              disableTelemetry: true,
              syncWithLocation: true,
              warnWhenUnsavedChanges: true,
            }}
          >
            <NavigatorBridge />
            <Suspense fallback={pageFallback}>
              <AppRoutes />
            </Suspense>
          </Refine>
        </AntdApp>
      </UiLocaleProvider>
    </BrowserRouter>
  );
}
