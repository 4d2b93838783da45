import type { QueryClient } from '@tanstack/react-query';
import { createMemoryCookies, type CookieStore } from '@/auth/cookies';
import { createSession, type Session } from '@/auth/session';
import { createDataLayer, type DataLayer } from '@/data';
import type { Language } from '@/data/contract';
import { createQueryClient } from '@/data/queryClient';
import type { ErrorEffects } from '@/data/errorCatalogue';
import { createRoutedRegistry, type RoutedRegistry } from '@/engine/routeMatch';
import type { PageLoader, ResourceDef } from '@/engine/types';
import { currentLanguage, textsReady } from '@/i18n';
import { resourceDetailPage } from './detailPage';
import { dropCacheOnIdentityChange } from './queryClient';
import { screenEffects } from './screenEffects';

export interface ConsoleOptions {
  /** The resources it serves, registered in order (the app's: `allResources` of resources/). */
  declarations: readonly ResourceDef[];
  /** Where its session keeps its token and role: a store of its own in memory when not given. */
  cookies?: CookieStore;
  /**
   * What a failed call does: by default the screen's toast, dialog and texts, and an ended
   * session ends this console's session (there is no router of its own to send it to login).
   */
  effects?: ErrorEffects;
  /** The language its calls are sent in: the interface's when not given. */
  language?: Language | (() => Language);
  /** Sends its requests: the global `fetch` when not given. */
  fetch?: typeof fetch;
  /** The page its declared detail routes show: the app's detail page when not given. */
  detailPage?: PageLoader;
}

/** One console's state: its resources and routes, its session and its data layer. */
export interface Console {
  registry: RoutedRegistry;
  session: Session;
  data: DataLayer;
  /** Its React Query client (Refine's `options.reactQuery.clientConfig`), dropped on sign-out. */
  queryClient: QueryClient;
}

/**
 * A console of its own, beside the app's default one (the module-level registry, `session`,
 * `dataProvider`, which the app's boot uses): nothing of its state is shared with another
 * console (docs/architecture.md "State").
 */
export function createConsole(options: ConsoleOptions): Console {
  const registry = createRoutedRegistry();
  registry.setDetailPage(options.detailPage ?? resourceDetailPage);
  options.declarations.forEach(registry.register);

  const session = createSession(options.cookies ?? createMemoryCookies());
  const { language } = options;
  const effects = options.effects ?? {
    ...screenEffects,
    endSession: () => session.clear('expired'),
  };
  const data = createDataLayer({
    wiring: {
      getToken: session.getToken,
      getLanguage: typeof language === 'function' ? language : () => language ?? currentLanguage(),
      ready: textsReady,
      getUser: session.getUser,
      effects,
    },
    registry,
    fetch: options.fetch,
  });
  const queryClient = createQueryClient();
  dropCacheOnIdentityChange(queryClient, session);
  return { registry, session, data, queryClient };
}
