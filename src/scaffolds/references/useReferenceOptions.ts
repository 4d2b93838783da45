import { useQuery } from '@tanstack/react-query';
import { mainApi } from '@/data';
import { parseEndpoint } from '@/data/contract';
import { toListPayload } from '@/data/dataProvider';
import { referenceSources } from '@/engine/references';
import type { ReferenceName } from '@/engine/types';

export interface ReferenceOption {
  value: string | number;
  label: string;
}

export async function fetchReferenceOptions(name: ReferenceName): Promise<ReferenceOption[]> {
  const source = referenceSources[name];
  const { method, path } = parseEndpoint(source.endpoint);
  const data = await mainApi.request({
    method,
    path,
    data: { page: 1, pageSize: source.pageSize },
  });
  return toListPayload<Record<string, unknown>>(data).list.map((record) => ({
    value: record[source.value] as string | number,
    label: source.label(record),
  }));
}

/** A whole option list, fetched once per session (cached until logout or identity switch). */
export function useReferenceOptions(name: ReferenceName, enabled = true) {
  const searchable = Boolean(referenceSources[name].search);
  return useQuery({
    queryKey: ['reference', name],
    queryFn: () => fetchReferenceOptions(name),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    enabled: enabled && !searchable,
  });
}

/** Label of a value in a loaded option list (the value itself while it loads). */
export function useReferenceLabel(name: ReferenceName, value: unknown): string {
  const { data } = useReferenceOptions(name, value !== undefined && value !== null);
  if (value === undefined || value === null || value === '') return '';
  const option = data?.find((item) => String(item.value) === String(value));
  return option?.label ?? String(value);
}
