import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ResourceDef } from '@/engine/types';

/** The resource a Refine mutation (create, update, delete) was asked for. */
const resourceOf = (variables: unknown): unknown =>
  variables !== null && typeof variables === 'object'
    ? (variables as Record<string, unknown>).resource
    : undefined;

/**
 * A change made in one of a detail page's tabs may change the record itself (a credit score entry
 * changes its client's score): after any such change succeeds, the record is asked for again.
 * `own` adds the resource's own changes (a record found by another field than its id, whose
 * query Refine's invalidation by id does not reach).
 */
export function useRefreshOnRelatedChanges(
  resource: ResourceDef,
  refetch: () => unknown,
  own = false,
): void {
  const queryClient = useQueryClient();
  const related = [
    ...(resource.detail?.related ?? []).map((entry) => entry.resource),
    ...(own ? [resource.name] : []),
  ].join(',');
  useEffect(() => {
    if (!related) return;
    const names = new Set(related.split(','));
    return queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      const changed = resourceOf(event.mutation.state.variables);
      if (typeof changed === 'string' && names.has(changed)) void refetch();
    });
  }, [queryClient, related, refetch]);
}
