import { useMemo } from 'react';
import { useAppAbility } from '@/auth/AbilityContext';
import { useSessionUser } from '@/auth/useSession';
import { allResources } from '@/engine/registry';
import { buildMenu, type MenuItem } from './buildMenu';

/** The signed-in user's menu. */
export function useMenuModel(): MenuItem[] {
  const user = useSessionUser();
  const ability = useAppAbility();
  return useMemo(
    () => buildMenu(allResources, user, ability, import.meta.env.VITE_CRM_URL),
    [user, ability],
  );
}
