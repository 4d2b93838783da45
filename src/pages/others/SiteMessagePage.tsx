import { useList } from '@refinedev/core';
import { useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useResource } from '@/engine/ResourceContext';
import { ResourceList } from '@/scaffolds/ResourceList';

/**
 * /news/add, /news/edit/:applySn and /news/detail/:applySn: the message list (narrowed to the
 * message by its applySn) with the form or the details of the message open on arrival.
 */
export default function SiteMessagePage() {
  const resource = useResource();
  const { applySn } = useParams();
  const [search, setSearch] = useSearchParams();
  const drawer = applySn === undefined ? 'create' : resource.crud?.edit ? 'edit' : 'show';
  const idField = resource.schema?.id ?? 'id';
  const { result } = useList({
    resource: resource.name,
    filters: [{ field: 'applySn', operator: 'eq', value: applySn }],
    pagination: { currentPage: 1, pageSize: 1 },
    queryOptions: { enabled: drawer !== 'create' },
  });
  const id = result.data[0]?.[idField] as string | number | undefined;
  const opened = useRef(search.has('drawer'));

  useEffect(() => {
    if (opened.current || (drawer !== 'create' && id === undefined)) return;
    opened.current = true;
    setSearch(
      (previous) => {
        const params = new URLSearchParams(previous);
        params.set('drawer', drawer);
        if (id !== undefined) params.set('id', String(id));
        return params;
      },
      { replace: true },
    );
  }, [drawer, id, setSearch]);

  return <ResourceList resource={resource} />;
}
