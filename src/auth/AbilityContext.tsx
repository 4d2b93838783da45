import { AbilityProvider, useAbility } from '@casl/react';
import { useMemo, type ReactNode } from 'react';
import { useSessionUser } from '@/auth/useSession';
import { abilityFor, type AppAbility } from '../access/ability';

/** Provides the current user's ability; rebuilt only when the identity changes. */
export function UserAbilityProvider({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  const ability = useMemo(() => abilityFor(user), [user]);
  return <AbilityProvider value={ability}>{children}</AbilityProvider>;
}

export const useAppAbility = () => useAbility<AppAbility>();
