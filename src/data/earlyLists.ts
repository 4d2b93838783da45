import type { CrudFilter, CrudSort, GetListResponse } from '@refinedev/core';

/** A list call as the page will make it. */
export interface ListCall {
  resource: string;
  currentPage: number;
  pageSize: number;
  filters: CrudFilter[];
  sorters: CrudSort[];
}

/** An early answer that has arrived, and when it was asked for. */
export interface ArrivedList {
  key: string;
  at: number;
  answer: GetListResponse;
}

interface Kept {
  at: number;
  answer: Promise<GetListResponse>;
  arrived?: GetListResponse;
}

/** An early answer is for the page being opened, not for a visit much later. */
export const FRESH_MS = 10_000;
const early = new Map<string, Kept>();
/** Calls the page made with no early answer there, and when: one started later comes too late. */
const askedFirst = new Map<string, number>();
export const listCallKey = (call: ListCall) =>
  JSON.stringify([call.resource, call.currentPage, call.pageSize, call.filters, call.sorters]);

/** Takes this call's entry, once, if it is still fresh. */
function take(key: string): Kept | undefined {
  const kept = early.get(key);
  early.delete(key);
  return kept && Date.now() - kept.at < FRESH_MS ? kept : undefined;
}

/**
 * Starts a list call before its page asks for it (at boot, while the page's code loads) and
 * keeps its answer for the page. Not when the page has already asked: its own answer is on the
 * way, and this one, kept, would later stand in for a refresh. A failure is left to the page.
 */
export function keepEarlyList(call: ListCall, fetchList: () => Promise<GetListResponse>): void {
  const key = listCallKey(call);
  const asked = askedFirst.get(key);
  if (asked !== undefined && Date.now() - asked < FRESH_MS) return;
  const answer = fetchList();
  const kept: Kept = { at: Date.now(), answer };
  answer.then(
    (arrived) => (kept.arrived = arrived),
    () => undefined,
  );
  early.set(key, kept);
}

/** The early answer of exactly this call, once; later calls go to the backend. */
export function takeEarlyList(call: ListCall): Promise<GetListResponse> | undefined {
  const key = listCallKey(call);
  const kept = take(key);
  if (!kept) noteAskedFirst(key);
  return kept?.answer;
}

function noteAskedFirst(key: string): void {
  const now = Date.now();
  for (const [old, at] of askedFirst) if (now - at >= FRESH_MS) askedFirst.delete(old);
  askedFirst.set(key, now);
}

/**
 * The early answer of exactly this call if it has already arrived, once: a page can draw its
 * rows in its first render instead of showing a spinner for data that is already there. An
 * answer still on its way stays for the data provider.
 */
export function takeArrivedList(call: ListCall): ArrivedList | undefined {
  const key = listCallKey(call);
  const kept = early.get(key);
  if (!kept?.arrived) return undefined;
  const fresh = take(key);
  return fresh?.arrived && { key, at: fresh.at, answer: fresh.arrived };
}
