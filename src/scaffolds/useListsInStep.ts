import { useInvalidate } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** The resource a Refine mutation (create, update, delete, an action) was asked for. */
const resourceOf = (variables: unknown): unknown =>
  variables !== null && typeof variables === 'object'
    ? (variables as Record<string, unknown>).resource
    : undefined;

/**
 * Lists shown on one page (a list and its related tabs) stay in step: a change that succeeds in
 * one of them asks the others again (a wallet warning hung up leaves its list and joins the
 * hung-up one).
 */
export function useListsInStep(names: readonly string[]): void {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  const key = names.join(',');
  useEffect(() => {
    const onPage = key.split(',');
    return queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      const changed = resourceOf(event.mutation.state.variables);
      if (typeof changed !== 'string' || !onPage.includes(changed)) return;
      for (const other of onPage) {
        if (other !== changed) void invalidate({ resource: other, invalidates: ['list'] });
      }
    });
  }, [queryClient, invalidate, key]);
}
