// The declarations are in the engine's registry before anything here reads it.
import './declarations';
import './fieldTypes';
import { Refine } from '@refinedev/core';
import { Spin } from 'antd';
import { Suspense } from 'react';
import { UserAbilityProvider } from '@/auth/AbilityContext';
import { accessControlProvider } from '@/auth/accessControlProvider';
import { authProvider } from '@/auth/authProvider';
import { dataProvider } from '@/data';
import { allResources } from '@/engine/registry';
import { refineI18nProvider } from '@/i18n/refineI18nProvider';
import { ReferenceLabelsProvider } from '@/scaffolds/references/ReferenceLabels';
import { FeedbackSlot } from '@/ui/FeedbackSlot';
// The console's baked antd styles: loaded with this chunk, before it runs (their map came with
// the core file: scripts/antdStaticStylesPlugin.ts).
import 'virtual:antd-styles/console.css';
import { AppRoutes } from './AppRoutes';
import { notificationProvider } from './notificationProvider';
import { queryClient } from './queryClient';
import { refineResourceMeta } from './refineResourceMeta';
import { routerProvider } from './routerProvider';
import { DemoDataRefetch } from './DemoDataRefetch';
import { UnsavedChangesNotifier } from './UnsavedChangesNotifier';

// Refine knows every declared resource by name (its access control and cache keys use it).
// No routes: pages name their resource, so Refine need not match the URL against every
// resource on each of its hooks' renders.
const refineResources = allResources.map((resource) => ({
  name: resource.name,
  meta: refineResourceMeta,
}));

/** The default console's React Query client, which the boot may have prefetched a page into. */
const reactQuery = { clientConfig: queryClient };

const pageFallback = <Spin size="large" style={{ display: 'block', margin: '30vh auto' }} />;

/**
 * The signed-in console: Refine with the data, auth, i18n and access-control providers, the
 * ability, and the declared routes. Loaded after the login page, which needs none of it.
 */
export default function ConsoleApp() {
  return (
    <Refine
      routerProvider={routerProvider}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={refineI18nProvider}
      notificationProvider={notificationProvider}
      accessControlProvider={accessControlProvider}
      resources={refineResources}
      options={{
        disableTelemetry: true,
        syncWithLocation: true,
        warnWhenUnsavedChanges: true,
        reactQuery,
      }}
    >
      <DemoDataRefetch />
      <UnsavedChangesNotifier />
      <UserAbilityProvider>
        <ReferenceLabelsProvider>
          <Suspense fallback={pageFallback}>
            <AppRoutes />
          </Suspense>
        </ReferenceLabelsProvider>
      </UserAbilityProvider>
      {/* antd's App for messages and dialogs, beside the pages (src/ui/feedback.ts). */}
      <FeedbackSlot />
    </Refine>
  );
}
