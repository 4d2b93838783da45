import { lazy, Suspense, type ComponentType } from 'react';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

// One lazy component per declared loader, so a re-render never loads or remounts it again.
const panels = new Map<unknown, unknown>();

function panelOf<P>(loader: Loader<P>): ComponentType<P> {
  if (!panels.has(loader)) panels.set(loader, lazy(loader));
  return panels.get(loader) as ComponentType<P>;
}

/**
 * A hand-written panel a declaration names (`form.summary`, `show.panel`), loaded only when the
 * drawer showing it opens: its code never weighs on a list's first load.
 */
export function DeclaredPanel<P extends object>({
  loader,
  props,
}: {
  loader: Loader<P>;
  props: P;
}) {
  const Panel = panelOf(loader);
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
