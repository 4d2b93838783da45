import type {
  BaseRecord,
  CrudFilter,
  CrudFilters,
  CrudSorting,
  DataProvider,
  MetaQuery,
} from '@refinedev/core';
import { paging, parseEndpoint, type Service } from './contract';
import { ApiError } from './apiError';
import type { HttpClient, Params } from './http';
import { normaliseList, normaliseRecord, type RecordShape } from './normalise';
import { platformDaySeconds } from '@/engine/dates';
import type { ComputedField } from '@/engine/formula';

/** How a resource reaches the backend: its service, id field and endpoints as the spec writes them. */
export interface ResourceEndpoints {
  service?: Service;
  idField?: string;
  list?: string;
  one?: string;
  create?: string;
  update?: string;
  remove?: string;
  /** What its records' fields hold (from the schema): every answer is read by it. */
  shape?: RecordShape;
  /** Fields the console works out from the record's others (SPEC §9's overspend estimate…). */
  computed?: Readonly<Record<string, ComputedField>>;
  /** The list's order when its user has chosen none (newest first: src/engine/listOrder.ts). */
  defaultOrder?: { field: string; order: 'asc' | 'desc' };
}

/**
 * Records with their computed fields derived from their inputs, never taken from the backend.
 * The evaluator loads with the first resource that has such fields.
 */
async function deriveComputed<T extends BaseRecord>(
  endpoints: ResourceEndpoints,
  records: T[],
): Promise<T[]> {
  const fields = endpoints.computed;
  if (!fields || !records.length) return records;
  const { withComputedFields } = await import('@/engine/formula');
  return records.map((record) => withComputedFields(fields, record));
}

/** Finds a resource's endpoints by name; `meta.endpoints` given to a hook overrides them. */
export type EndpointResolver = (resource: string) => ResourceEndpoints | undefined;

/**
 * A day of a range as 10-digit seconds: the start of its first day, the end of its last, days of
 * the platform's zone (UTC+8 unless configured), whatever the browser's zone.
 */
function daySeconds(day: unknown, end: boolean): unknown {
  const bounds = typeof day === 'string' ? platformDaySeconds(day) : null;
  if (!bounds) return day === '' ? undefined : day;
  return end ? bounds[1] : bounds[0];
}

/** Date ranges travel as `<field>Start` / `<field>End`, days as seconds (assumed). */
export function rangeParams(field: string, value: unknown): Params {
  const [from, to] = Array.isArray(value) ? value : [];
  return { [`${field}Start`]: daySeconds(from, false), [`${field}End`]: daySeconds(to, true) };
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

/** A detail answer with no record in it (missing `data`, or not an object). */
function noRecord(endpoints: ResourceEndpoints): ApiError {
  return new ApiError({
    message: 'No record in the answer',
    service: endpoints.service ?? 'main',
    kind: 'malformed',
  });
}

/** A data provider over these clients. */
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
    kind: keyof Omit<
      ResourceEndpoints,
      'service' | 'idField' | 'computed' | 'shape' | 'defaultOrder'
    >,
    data: Params | Params[],
  ): Promise<T> {
    const endpoints = endpointsOf(resource, meta);
    const spec = endpoints[kind];
    if (!spec) throw new Error(`Resource "${resource}" declares no "${kind}" endpoint`);
    const { method, path } = parseEndpoint(spec);
    // A quiet call (one row of a batch) shows no toast: the batch reports its failures itself.
    const quiet = Boolean(meta?.quiet);
    const idempotent = kind === 'list' || kind === 'one';
    return clients[endpoints.service ?? 'main'].request<T>({
      method,
      path,
      data,
      quiet,
      idempotent,
    });
  }

  /** The key that carries a record's id to a call: the call's `?idParam`, else the id field. */
  function idKey(resource: string, meta: MetaQuery | undefined, kind: 'one' | 'update' | 'remove') {
    const endpoints = endpointsOf(resource, meta);
    const declared = endpoints[kind];
    return (declared && parseEndpoint(declared).idParam) || endpoints.idField || 'id';
  }

  return {
    getApiUrl: () => '',

    async getList({ resource, pagination, filters, sorters, meta }) {
      const currentPage = pagination?.currentPage ?? 1;
      const pageSize = pagination?.pageSize ?? 10;
      const paged =
        pagination?.mode === 'off'
          ? {}
          : { [paging.page]: currentPage, [paging.pageSize]: pageSize };
      const endpoints = endpointsOf(resource, meta);
      const { defaultOrder } = endpoints;
      const data = await call<unknown>(resource, meta, 'list', {
        ...filtersToParams(filters),
        ...sortersToParams(sorters?.length || !defaultOrder ? sorters : [defaultOrder]),
        ...paged,
      });
      const { list, total } = normaliseList(endpoints.shape ?? {}, data);
      return { data: (await deriveComputed(endpoints, list)) as never[], total };
    },

    async getOne({ resource, id, meta }) {
      const endpoints = endpointsOf(resource, meta);
      if (!endpoints.one && endpoints.list) {
        // No detail call: the list filtered by the id (a shared drawer URL still opens).
        const idField = endpoints.idField ?? 'id';
        const data = await call<unknown>(resource, meta, 'list', {
          [idField]: id,
          [paging.page]: 1,
          [paging.pageSize]: 1,
        });
        const found = normaliseList(endpoints.shape ?? {}, data).list.find(
          (record) => String(record[idField]) === String(id),
        );
        if (!found) throw noRecord(endpoints);
        const [derived] = await deriveComputed(endpoints, [found]);
        return { data: derived as never };
      }
      const data = await call<unknown>(resource, meta, 'one', {
        [idKey(resource, meta, 'one')]: id,
      });
      const record = normaliseRecord(endpoints.shape ?? {}, data);
      if (!record) throw noRecord(endpoints);
      const [derived] = await deriveComputed(endpoints, [record]);
      return { data: derived as never };
    },

    async create({ resource, variables, meta }) {
      const data = await call<BaseRecord>(resource, meta, 'create', variables as Params);
      return { data: (data ?? variables) as never };
    },

    async update({ resource, id, variables, meta }) {
      // An action declaring its body (engine `body`) sends it as it is, a list included.
      const declared = meta?.body as Params | Params[] | undefined;
      const body = declared ?? { ...(variables as Params), [idKey(resource, meta, 'update')]: id };
      const data = await call<BaseRecord>(resource, meta, 'update', body);
      const answered = data && typeof data === 'object' && !Array.isArray(data);
      return { data: (answered ? data : Array.isArray(body) ? { id } : body) as never };
    },

    async deleteOne({ resource, id, meta }) {
      await call(resource, meta, 'remove', { [idKey(resource, meta, 'remove')]: id });
      return { data: { id } as never };
    },

    async custom({ url, method, payload, query, meta }) {
      const client = clients[(meta?.service as Service | undefined) ?? 'main'];
      const isGet = method.toLowerCase() === 'get';
      const data = await client.request({
        method: isGet ? 'GET' : 'POST',
        path: url,
        data: (isGet ? query : payload) as Params | undefined,
        quiet: Boolean(meta?.quiet),
      });
      return { data: data as never };
    },
  };
}
