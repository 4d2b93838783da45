import type { CrudFilter, CrudSort, GetListResponse } from '@refinedev/core';

/** A list call as the page will make it. */
export interface ListCall {
  resource: string;
  currentPage: number;
  pageSize: number;
  filters: CrudFilter[];
  sorters: CrudSort[];
}

/** An early answer is for the page being opened, not for a visit much later. */
const FRESH_MS = 10_000;
const early = new Map<string, { at: number; answer: Promise<GetListResponse> }>();
const keyOf = (call: ListCall) =>
  JSON.stringify([call.resource, call.currentPage, call.pageSize, call.filters, call.sorters]);

/**
 * Keeps the answer of a list call started before its page asked for it (at boot, while the
 * page's code loads). Its failure is left to the page that takes it.
 */
export function keepEarlyList(call: ListCall, answer: Promise<GetListResponse>): void {
  answer.catch(() => undefined);
  early.set(keyOf(call), { at: Date.now(), answer });
}

/** The early answer of exactly this call, once; later calls go to the backend. */
export function takeEarlyList(call: ListCall): Promise<GetListResponse> | undefined {
  const key = keyOf(call);
  const kept = early.get(key);
  early.delete(key);
  return kept && Date.now() - kept.at < FRESH_MS ? kept.answer : undefined;
}
