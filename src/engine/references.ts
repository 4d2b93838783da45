import type { ReferenceName } from './types';

/**
 * Where each option list comes from (SPEC §7, §9): endpoint, page size, and which fields give
 * the value and the label. Fetched once per session and cached.
 */
export interface ReferenceSource {
  endpoint: string;
  pageSize?: number;
  value: string;
  label: (record: Record<string, unknown>) => string;
  /** Searched by keyword instead of loaded whole (the client search selector). */
  search?: string;
}

/** The field that shows a reference's name beside it: clientId → clientName, bd → bdName. */
export function nameFieldOf(field: string): string {
  return field.endsWith('Id') ? `${field.slice(0, -2)}Name` : `${field}Name`;
}

const field = (name: string) => (record: Record<string, unknown>) => String(record[name] ?? '');

export const referenceSources: Record<ReferenceName, ReferenceSource> = {
  currency: {
    endpoint: 'GET /options/currency',
    pageSize: 100,
    value: 'currency',
    label: (r) => `${r.currency} ${r.currency_cn ?? ''}`.trim(),
  },
  staff: {
    endpoint: 'GET /admin/user/list',
    pageSize: 2000,
    value: 'adminId',
    label: field('name'),
  },
  saleAgent: {
    endpoint: 'GET /saleAgent/list',
    pageSize: 2000,
    value: 'saleAgentId',
    label: field('saleAgentName'),
  },
  media: {
    endpoint: 'GET /media/list',
    pageSize: 2000,
    value: 'mediaId',
    label: field('mediaName'),
  },
  org: { endpoint: 'GET /org2/list', pageSize: 2000, value: 'orgId', label: field('orgName') },
  mediaAgent: {
    endpoint: 'GET /mediaAgent/list',
    pageSize: 3000,
    value: 'mediaAgentId',
    label: field('mediaAgentName'),
  },
  client: {
    endpoint: 'GET /client/listByKeyword',
    value: 'clientId',
    label: field('clientName'),
    search: 'keyword',
  },
};
