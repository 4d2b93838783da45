// The cold loads of the benchmark (scripts/bench.mjs): the browser it launches and one load of a
// page in a fresh context, timed by the page itself. Also used for the floor page
// (scripts/benchFloor.mjs), so that both are measured the same way.
import { chromium } from 'playwright-core';

const KB = 1024;

const flags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Every cold load opens a browser window, and Chrome preloads the address bar's popups (WebUI
 * pages with a renderer of their own) in each new window: on two cores that work competes with
 * the page measured, while a user's browser does it once, when the window opens. Chrome takes
 * only the last --disable-features switch, so Playwright's own list is read off a probe launch
 * and extended.
 */
const notForPages = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export async function launchBrowser(executablePath) {
  const probe = await chromium.launchServer({ executablePath, args: flags });
  const own = probe
    .process()
    .spawnargs.filter((arg) => arg.startsWith('--disable-features='))
    .flatMap((arg) => arg.slice('--disable-features='.length).split(','));
  await probe.close();
  const disabled = [...new Set([...own, ...notForPages])].filter(Boolean);
  return chromium.launch({
    executablePath,
    args: [...flags, `--disable-features=${disabled.join(',')}`],
  });
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** What the page logs once it is usable (see observeScript). */
const USABLE = 'bench:usable';

/**
 * Records largest contentful paint and when the page's usable selector (for lists, the first
 * table row) enters the DOM, and then logs USABLE. Runs in the page before its own scripts.
 */
const observeScript = ({ usable, mark }) => {
  window.__bench = { lcp: 0, usable: null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const watch = new MutationObserver(() => {
    if (window.__bench.usable === null && document.querySelector(usable)) {
      window.__bench.usable = performance.now();
      watch.disconnect();
      console.debug(mark);
    }
  });
  document.addEventListener('DOMContentLoaded', () =>
    watch.observe(document.body, { childList: true, subtree: true }),
  );
};

/**
 * One cold load in a fresh context. Nothing of the bench runs in the page while it loads: the
 * page says when it is usable on its console (waiting for a selector would inject Playwright's
 * script into the very load being timed), and sizes and requests come from its own Resource
 * Timing entries, read once it is usable. With `calls`, the page's fetch and XHR requests are
 * added to it as `METHOD path?query` (for the warm-up loads only: the bench then listens to the
 * browser's network events). With `network`, the page's network is throttled so
 * (`Network.emulateNetworkConditions`, scripts/benchThrottled.mjs).
 */
export async function coldLoad(browser, baseURL, page, token, calls, network) {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN' });
  if (page.session) await context.addCookies([{ name: 'Admin-Token', value: token, url: baseURL }]);
  if (calls)
    context.on('request', (request) => {
      if (!['fetch', 'xhr'].includes(request.resourceType())) return;
      const url = new URL(request.url());
      calls.push(`${request.method()} ${url.pathname}${url.search}`);
    });
  const tab = await context.newPage();
  if (network) {
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', network);
  }
  await tab.addInitScript(observeScript, { usable: page.usable, mark: USABLE });
  const usable = tab.waitForEvent('console', {
    predicate: (message) => message.text() === USABLE,
    timeout: network ? 120000 : 30000,
  });
  await tab.goto(page.path, { waitUntil: 'commit' });
  await usable;
  const metrics = await tab.evaluate(async () => {
    // The paint that shows the usable page is reported a frame or so later: wait for its
    // largest contentful paint, or for ten frames when something painted earlier stays largest.
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    for (let i = 0; i < 10 && window.__bench.lcp < window.__bench.usable; i++) await frame();
    return {
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      lcp: window.__bench.lcp,
      usable: window.__bench.usable,
      resources: performance.getEntriesByType('resource').map((entry) => ({
        path: new URL(entry.name).pathname,
        end: entry.responseEnd,
        bytes: entry.encodedBodySize,
      })),
    };
  });
  await context.close();
  const before = metrics.resources.filter((r) => r.end <= metrics.usable);
  return {
    jsKb: before.filter((r) => r.path.endsWith('.js')).reduce((sum, r) => sum + r.bytes, 0) / KB,
    // The document itself, and what it fetched before it was usable.
    requests: 1 + before.length,
    fcpMs: metrics.fcp,
    lcpMs: metrics.lcp,
    firstRowMs: page.rows ? metrics.usable : null,
    usableMs: metrics.usable,
  };
}

/** The medians of a page's runs, figure by figure. */
export function medians(runs) {
  const pick = (key) => (runs[0][key] === null ? null : median(runs.map((r) => r[key])));
  return {
    jsKb: pick('jsKb'),
    requests: pick('requests'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    firstRowMs: pick('firstRowMs'),
    usableMs: pick('usableMs'),
  };
}
