import { lazy, useState, type ComponentProps, type ComponentType } from 'react';
import { loadOnce } from '@/ui/loadOnce';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props
type PageModule = { default: ComponentType<any> };

/**
 * A component whose code loads when first needed, and renders at once when that code is already
 * there. React shows the Suspense fallback of a lazy component even when its code has just
 * arrived, and then holds the page back up to 300 ms so that fallbacks do not flicker: code
 * loaded ahead (`preload`) must not go through that.
 */
export function preloadable<M extends PageModule>(load: () => Promise<M>) {
  type Props = ComponentProps<M['default']>;
  let loaded: M['default'] | undefined;
  const preload = loadOnce(() =>
    load().then((module) => {
      loaded = module.default;
      return module;
    }),
  );
  // React remembers a lazy component's failed load for good: after one, the next mount (trying
  // again, back online) gets a new one, which fetches the code again.
  const fresh = () =>
    lazy(() =>
      preload().catch((error: unknown) => {
        Lazy = fresh();
        throw error;
      }),
    );
  let Lazy = fresh();
  function Preloadable(props: Props) {
    // Chosen once per mount: switching later would remount the page.
    const [Chosen] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return <Chosen {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
