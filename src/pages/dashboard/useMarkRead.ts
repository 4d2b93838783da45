import { useQueryClient } from '@tanstack/react-query';
import { canDo } from '@/access/can';
import { useAppAbility } from '@/auth/AbilityContext';
import { abilityOf } from '@/engine/actions';
import { resourceByName } from '@/engine/registry';
import type { ResourceDef } from '@/engine/types';
import { useActionCall } from '@/scaffolds/actions/useActionCall';
import type { Announcement } from './dashboardApi';

/** The message centre, whose declared `markRead` the dashboard runs (resources/news.ts). */
const CENTRE = 'newsCentre';
const UNREAD = 0;
const NO_CENTRE: ResourceDef = { name: CENTRE, subject: 'NewsCentre' };

/**
 * Marks a message opened on the dashboard read, as opening it in the message centre does
 * (src/pages/news/ReadOnOpen.tsx): the centre's own `markRead`, where the user has its right, then
 * the card's list again (the centre and the top bar's count follow the change themselves).
 */
export function useMarkRead() {
  const centre = resourceByName(CENTRE);
  const run = useActionCall(centre ?? NO_CENTRE);
  const ability = useAppAbility();
  const queryClient = useQueryClient();
  return (item: Announcement) => {
    const action = centre?.actions?.markRead;
    if (!centre || !action || Number(item.status) !== UNREAD) return;
    const record = item as unknown as Record<string, unknown>;
    if (!canDo(ability, abilityOf('markRead', action), centre.subject, record)) return;
    void run('markRead', action, record)
      .then(() => queryClient.invalidateQueries({ queryKey: ['dashboard', 'announcements'] }))
      .catch(() => undefined);
  };
}
