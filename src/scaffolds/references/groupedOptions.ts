import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { mainApi } from '@/data';
import { normaliseRecords } from '@/data/normalise';
import { referenceShapeOf } from '@/data/resourceRegistry';
import type { UserInfo } from '@/data/contract';
import { groupRows, type ReferenceSource } from '@/engine/references';
import { useSessionUser } from '@/auth/useSession';

type Params = Record<string, string | number>;

/** The params an option list fills from the signed-in user (`{ orgId: 'orgId' }` → its org). */
export function userParamsOf(source: ReferenceSource, user: UserInfo | null): Params {
  const params: Params = {};
  for (const [param, field] of Object.entries(source.userParams ?? {})) {
    const value = (user as unknown as Record<string, unknown> | null)?.[field];
    if (typeof value === 'number' || typeof value === 'string') params[param] = value;
  }
  return params;
}

/** One call's answer of groups, shared by every option list it feeds (a query per call). */
export const groupsQueryKey = (source: ReferenceSource, params: Params) => [
  'referenceGroups',
  source.endpoint,
  params,
];

/** One group of an answer of groups as option records; what is not a record is left out. */
export const groupRecords = (source: ReferenceSource, data: unknown) =>
  normaliseRecords(referenceShapeOf(source), groupRows(source.group!, data)).filter(
    (record) => record[source.value] !== undefined,
  );

/**
 * The records of an option list that is one group of a shared answer (staff of a role, from
 * `GET /admin/user/listV2 {orgId}`): one call for every list of that call, kept for the session
 * (the app's query cache is dropped when the identity changes), each list taking its group.
 */
export function useGroupedRecords(source: ReferenceSource, enabled: boolean) {
  const user = useSessionUser();
  const params = userParamsOf(source, user);
  const query = useQuery({
    queryKey: groupsQueryKey(source, params),
    queryFn: () => mainApi.call<unknown>(source.endpoint, params),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    enabled: enabled && source.group !== undefined,
  });
  const records = useMemo(() => groupRecords(source, query.data), [source, query.data]);
  return { records, loading: query.isLoading && enabled };
}
