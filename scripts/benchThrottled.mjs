// The throttled cold loads of the benchmark (scripts/bench.mjs): Lighthouse's mobile network
// (1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip), applied through the Chrome DevTools
// Protocol (`Network.emulateNetworkConditions`) to every request of the page, from its document
// on. The CPU is not slowed: what is measured is the network's share.
import { coldLoad, medians } from './benchCold.mjs';

/** Lighthouse's mobile profile (its `throttling` defaults), in the units the protocol takes. */
export const MOBILE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** Budgets (issue #40): a first row within 8 s, a mobile card within 5 s, on that network. */
export const throttledBudgets = {
  clientListFirstRowMs: 8000,
  mobileListFirstCardMs: 5000,
};

/** The pages measured so, as the unthrottled part names them (scripts/bench.mjs). */
export const THROTTLED_PAGES = ['/client/list', 'mobile /h5/client/payment'];

/** Medians of `runs` throttled cold loads of each page (after a warm-up of the server). */
export async function runThrottled(browser, baseURL, pages, token, runs) {
  const results = {};
  for (const page of pages.filter((candidate) => THROTTLED_PAGES.includes(candidate.name))) {
    const load = () => coldLoad(browser, baseURL, page, token, undefined, MOBILE_NETWORK);
    await load();
    const taken = [];
    for (let i = 0; i < runs; i += 1) taken.push(await load());
    results[page.name] = medians(taken);
  }
  return results;
}

const fmt = (v, digits = 0) => (v === null || v === undefined ? '—' : Number(v).toFixed(digits));

export function printThrottled(results, runs) {
  console.log(`\nThrottled cold loads (1.6 Mbit/s, 150 ms RTT), median of ${runs}:`);
  console.log('page'.padEnd(36), 'FCP ms'.padStart(8), 'LCP ms'.padStart(8), 'row ms'.padStart(8));
  for (const [name, r] of Object.entries(results)) {
    console.log(
      name.padEnd(36),
      fmt(r.fcpMs).padStart(8),
      fmt(r.lcpMs).padStart(8),
      fmt(r.firstRowMs).padStart(8),
    );
  }
}

export function checkThrottled(results, failures) {
  const list = results['/client/list'];
  const mobile = results['mobile /h5/client/payment'];
  if (list && !(list.firstRowMs <= throttledBudgets.clientListFirstRowMs))
    failures.push(
      `throttled /client/list first row ${fmt(list.firstRowMs)} ms > ${throttledBudgets.clientListFirstRowMs} ms`,
    );
  if (mobile && !(mobile.firstRowMs <= throttledBudgets.mobileListFirstCardMs))
    failures.push(
      `throttled /h5/client/payment first card ${fmt(mobile.firstRowMs)} ms > ${throttledBudgets.mobileListFirstCardMs} ms`,
    );
}
