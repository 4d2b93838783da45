import type {
  BaseRecord,
  CrudFilter,
  CrudFilters,
  CrudSorting,
  DataProvider,
  MetaQuery,
} from '@refinedev/core';
import { paging, parseEndpoint, type ListPayload, type Service } from './contract';
import { takeEarlyList } from './earlyLists';
import type { HttpClient, Params } from './http';

/** How a resource reaches the backend: its service, id field and endpoints as the spec writes them. */
export interface ResourceEndpoints {
  service?: Service;
  idField?: string;
  list?: string;
  one?: string;
  create?: string;
  update?: string;
  remove?: string;
}

/** Finds a resource's endpoints by name; `meta.endpoints` given to a hook overrides them. */
export type EndpointResolver = (resource: string) => ResourceEndpoints | undefined;

/** Date ranges travel as `<field>Start` / `<field>End` (assumed). */
export function rangeParams(field: string, value: unknown): Params {
  const [from, to] = Array.isArray(value) ? value : [];
  return { [`${field}Start`]: from, [`${field}End`]: to };
}

export function filtersToParams(filters: CrudFilters = []): Params {
  const params: Params = {};
  const add = (filter: CrudFilter) => {
    if (!('field' in filter)) {
      filter.value.forEach(add);
      return;
    }
    if (filter.operator === 'between')
      Object.assign(params, rangeParams(filter.field, filter.value));
    else params[filter.field] = filter.value;
  };
  filters.forEach(add);
  return params;
}

export function sortersToParams(sorters: CrudSorting = []): Params {
  const [first] = sorters;
  return first ? { [paging.sortField]: first.field, [paging.sortOrder]: first.order } : {};
}

/** Lists answer `{ list, total }`; a bare array (e.g. option lists) is accepted too. */
export function toListPayload<T>(data: unknown): ListPayload<T> {
  if (Array.isArray(data)) return { list: data as T[], total: data.length };
  const payload = (data ?? {}) as Partial<ListPayload<T>>;
  const list = Array.isArray(payload.list) ? payload.list : [];
  return { list, total: typeof payload.total === 'number' ? payload.total : list.length };
}

export function createDataProvider(
  clients: Record<Service, HttpClient>,
  resolve: EndpointResolver,
): DataProvider {
  function endpointsOf(resource: string, meta?: MetaQuery): ResourceEndpoints {
    const declared = resolve(resource) ?? {};
    return { ...declared, ...((meta?.endpoints as ResourceEndpoints | undefined) ?? {}) };
  }

  function call<T>(
    resource: string,
    meta: MetaQuery | undefined,
    kind: keyof Omit<ResourceEndpoints, 'service' | 'idField'>,
    data: Params,
  ): Promise<T> {
    const endpoints = endpointsOf(resource, meta);
    const spec = endpoints[kind];
    if (!spec) throw new Error(`Resource "${resource}" declares no "${kind}" endpoint`);
    const { method, path } = parseEndpoint(spec);
    return clients[endpoints.service ?? 'main'].request<T>({ method, path, data });
  }

  function idParams(
    resource: string,
    meta: MetaQuery | undefined,
    kind: 'one' | 'remove',
    id: unknown,
  ) {
    const endpoints = endpointsOf(resource, meta);
    const declared = endpoints[kind];
    const key = (declared && parseEndpoint(declared).idParam) || endpoints.idField || 'id';
    return { [key]: id };
  }

  return {
    getApiUrl: () => '',

    async getList({ resource, pagination, filters, sorters, meta }) {
      const currentPage = pagination?.currentPage ?? 1;
      const pageSize = pagination?.pageSize ?? 10;
      if (!meta?.endpoints && pagination?.mode !== 'off') {
        const early = takeEarlyList({
          resource,
          currentPage,
          pageSize,
          filters: filters ?? [],
          sorters: sorters ?? [],
        });
        if (early) return early as never;
      }
      const paged =
        pagination?.mode === 'off'
          ? {}
          : { [paging.page]: currentPage, [paging.pageSize]: pageSize };
      const data = await call<unknown>(resource, meta, 'list', {
        ...filtersToParams(filters),
        ...sortersToParams(sorters),
        ...paged,
      });
      const { list, total } = toListPayload<BaseRecord>(data);
      return { data: list as never[], total };
    },

    async getOne({ resource, id, meta }) {
      const data = await call<BaseRecord>(
        resource,
        meta,
        'one',
        idParams(resource, meta, 'one', id),
      );
      return { data: data as never };
    },

    async create({ resource, variables, meta }) {
      const data = await call<BaseRecord>(resource, meta, 'create', variables as Params);
      return { data: (data ?? variables) as never };
    },

    async update({ resource, id, variables, meta }) {
      const idField = endpointsOf(resource, meta).idField ?? 'id';
      const body = { ...(variables as Params), [idField]: id };
      const data = await call<BaseRecord>(resource, meta, 'update', body);
      return { data: (data && typeof data === 'object' ? data : body) as never };
    },

    async deleteOne({ resource, id, meta }) {
      await call(resource, meta, 'remove', idParams(resource, meta, 'remove', id));
      return { data: { id } as never };
    },

    async custom({ url, method, payload, query, meta }) {
      const client = clients[(meta?.service as Service | undefined) ?? 'main'];
      const isGet = method.toLowerCase() === 'get';
      const data = await client.request({
        method: isGet ? 'GET' : 'POST',
        path: url,
        data: (isGet ? query : payload) as Params | undefined,
      });
      return { data: data as never };
    },
  };
}
