import { lazy, Suspense } from 'react';
import type { ResourceDef } from '@/engine/types';
import { withViewTexts } from '@/i18n';
import type { ParentValues } from '../listQuery';
import type { DrawerKind } from './useDrawerParam';

// Forms and details load when first opened: a list page does not pay for them.
const ResourceFormDrawer = lazy(withViewTexts(() => import('../ResourceFormDrawer')));
const StepsFormDrawer = lazy(withViewTexts(() => import('../forms/StepsFormDrawer')));
const ResourceShowDrawer = lazy(withViewTexts(() => import('../ResourceShowDrawer')));

const NO_PARAMS = {};

/**
 * The drawer open over a list: the create or edit form (in steps where declared), or a record's
 * details. A record created in an embedded list carries its parent's values.
 */
export function ListDrawers({
  resource,
  drawer,
  embedded,
  parent,
}: {
  resource: ResourceDef;
  drawer: {
    drawer: string | null;
    id: string | null;
    open: (kind: DrawerKind, id?: unknown) => void;
    close: () => void;
  };
  embedded: boolean;
  parent?: ParentValues;
}) {
  const FormDrawer = resource.form?.steps ? StepsFormDrawer : ResourceFormDrawer;
  return (
    <Suspense fallback={null}>
      {(drawer.drawer === 'create' || drawer.drawer === 'edit') && (
        <FormDrawer
          resource={resource}
          mode={drawer.drawer}
          id={drawer.id}
          parent={embedded ? (parent ?? NO_PARAMS) : undefined}
          onClose={drawer.close}
          onCreated={(newId) => drawer.open('show', newId)}
        />
      )}
      {drawer.drawer === 'show' && (
        <ResourceShowDrawer resource={resource} id={drawer.id} onClose={drawer.close} />
      )}
    </Suspense>
  );
}
