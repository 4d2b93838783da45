// The benchmark: builds the production bundle, serves it with the demo API over loopback, and
// drives headless Chromium through cold loads. Prints a table, writes bench-results/bench.json,
// and exits non-zero when a budget fails. Not part of `npm test`: timings are noisy by nature.
// Then the working day (scripts/benchDay.mjs): one context, moving, opening, filtering, exporting.
// The client list's cold figures are also divided by those of a floor page measured in turn with
// it (scripts/benchFloor.mjs), a budget that holds on any machine. The cold part ends with the
// client list and the mobile list on a throttled network (scripts/benchThrottled.mjs).
//   npm run bench [-- --runs 5] [-- --no-build] [-- --only day|cold|throttled]
import { execSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { coldLoad, launchBrowser, median, medians } from './benchCold.mjs';
import { checkDay, printDay, runDay, seedBigList } from './benchDay.mjs';
import {
  buildFloor,
  checkFloor,
  FLOOR_OF,
  floorPage,
  floorRatios,
  printRatios,
  startFloorServer,
} from './benchFloor.mjs';
import {
  checkThrottled,
  printThrottled,
  runThrottled,
  throttledBudgets,
} from './benchThrottled.mjs';
import { measureSelect } from './benchSelect.mjs';
import { loadDemoApi } from './demoApi.mjs';
import { startStaticServer } from './staticServer.mjs';

const arg = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const RUNS = Number(arg('--runs', 5));
/** `--only day` or `cold`: that part alone (the other's figures in bench.json are kept). */
const ONLY_DAY = arg('--only', '') === 'day';
const ONLY_COLD = arg('--only', '') === 'cold';
const ONLY_THROTTLED = arg('--only', '') === 'throttled';
const BUILD = !process.argv.includes('--no-build');
const KB = 1024;

/** Budgets (issue "Speed as a number"; /login and /client/list raised by issue #36 for i18next). */
const budgets = {
  loginJsKb: 260,
  clientListJsKb: 480,
  clientListFirstRowMs: 900,
  // The client list's first row over the floor's (bench/floor), in the same run: its value at the
  // start of issue #36, commit 38b4545, rounded up (the median of seven runs of this bench there):
  //   here=$PWD && git worktree add ../start 38b4545 && cd ../start && npm ci &&
  //   cp -r "$here/bench" . && cp "$here"/scripts/bench{,Cold,Floor,Select,Throttled}.mjs scripts/ &&
  //   npm run bench -- --only cold --runs 15
  clientListFirstRowRatio: 2.37,
  mobileListJsKb: 200,
  mobileListFirstCardMs: 900,
  chunkKb: 300,
  selectMs: 100,
};
/** Chunks allowed over the chunk budget: the lazily loaded spreadsheet and chart libraries. */
const lazyHeavy = /exceljs|plots|charts|g2|antv/i;

/** The pages measured: where they are usable (a selector) and whether they need a session. */
const pages = [
  { name: '/login', path: '/login', usable: '#login-username input', session: false },
  { name: '/dashboard', path: '/dashboard', usable: '.dashboard-welcome', session: true },
  {
    name: '/client/list',
    path: '/client/list',
    usable: '.ant-table-row',
    session: true,
    rows: true,
  },
  {
    name: 'report /adsAccount/consumeCountV2',
    path: '/adsAccount/consumeCountV2',
    usable: '.ant-table-row',
    session: true,
    rows: true,
  },
  // The mobile twin's list page (src/h5): usable at its first card.
  {
    name: 'mobile /h5/client/payment',
    path: '/h5/client/payment',
    usable: '.h5-card',
    session: true,
    rows: true,
  },
];
function chunkSizes() {
  const dir = 'dist/assets';
  return readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .map((file) => ({ file, gzipKb: gzipSync(readFileSync(join(dir, file))).length / KB }))
    .sort((a, b) => b.gzipKb - a.gzipKb);
}

if (BUILD) execSync('npx vite build', { stdio: 'inherit' });
const FLOOR = !ONLY_DAY && !ONLY_THROTTLED;
if (FLOOR) await buildFloor({ rebuild: BUILD });
const demo = await loadDemoApi();
const server = await startStaticServer('dist', { api: demo.api });
const floorServer = FLOOR ? await startFloorServer(demo.api) : null;
/** The fetch and XHR calls of a warm-up load of the client list and of the floor. */
const calls = { page: [], floor: [] };
const browser = await launchBrowser(process.env.CHROMIUM_PATH || '/usr/bin/chromium');
const previous = ONLY_DAY || ONLY_COLD || ONLY_THROTTLED ? readPrevious() : null;
const fresh = { date: new Date().toISOString(), runs: RUNS, pages: {}, select: null, chunks: [] };
const results = ONLY_COLD ? { ...fresh, day: previous?.day } : (previous ?? fresh);
try {
  const token = await demo.demoLogin(server.url);
  if (FLOOR) await coldPart(token);
  if (!ONLY_DAY) results.throttled = await runThrottled(browser, server.url, pages, token, RUNS);
  if (!ONLY_COLD && !ONLY_THROTTLED) {
    // After the cold part, so that its pages see the demo data as it is.
    await seedBigList(demo);
    results.day = await runDay(browser, server.url, token, RUNS);
  }
} finally {
  await browser.close();
  await server.close();
  await floorServer?.close();
  await demo.close();
}

function readPrevious() {
  try {
    return JSON.parse(readFileSync('bench-results/bench.json', 'utf8'));
  } catch {
    return null;
  }
}

async function coldPart(token) {
  const floor = (log) => coldLoad(browser, floorServer.url, floorPage, token, log);
  for (const page of pages) {
    const withFloor = page.name === FLOOR_OF;
    // Warm-ups; the client list's and the floor's log their calls, to compare them.
    await coldLoad(browser, server.url, page, token, withFloor ? calls.page : undefined);
    if (withFloor) await floor(calls.floor);
    const runs = [];
    const floorRuns = [];
    for (let i = 0; i < RUNS; i += 1) {
      runs.push(await coldLoad(browser, server.url, page, token));
      // In turn with the page it is the floor of, so that both meet the machine in the same mood.
      if (withFloor) floorRuns.push(await floor());
    }
    results.pages[page.name] = medians(runs);
    if (withFloor) {
      results.pages[floorPage.name] = medians(floorRuns);
      // Each run's first rows, in the order taken: the client list's, then the floor's.
      results.floorRuns = runs.map((r, i) => [r.firstRowMs, floorRuns[i].firstRowMs]);
    }
  }
  results.floorRatios = floorRatios(results.pages);
  results.floorCalls = calls;
  const selects = [];
  for (let i = 0; i < RUNS; i += 1) selects.push(await measureSelect(browser, server.url, token));
  results.select = {
    openMs: median(selects.map((s) => s.opened)),
    filterMs: median(selects.map((s) => s.filtered)),
    options: selects[0].options,
  };
  results.chunks = chunkSizes();
}

const fmt = (v, digits = 0) => (v === null || v === undefined ? '—' : Number(v).toFixed(digits));
const failures = [];
/** Absolute figures over their reference on this machine, told but not failed (see coldReport). */
const references = [];
if (FLOOR) coldReport();
if (!ONLY_DAY) {
  printThrottled(results.throttled, RUNS);
  checkThrottled(results.throttled, failures);
}
if (!ONLY_COLD && !ONLY_THROTTLED) {
  printDay(results.day);
  checkDay(results.day, failures);
}

function coldReport() {
  console.log(`\nCold loads, median of ${RUNS} (after a warm-up):`);
  console.log(
    'page'.padEnd(36),
    'JS kB gz'.padStart(9),
    'requests'.padStart(9),
    'FCP ms'.padStart(8),
    'LCP ms'.padStart(8),
    'row ms'.padStart(8),
  );
  for (const [name, r] of Object.entries(results.pages)) {
    console.log(
      name.padEnd(36),
      fmt(r.jsKb, 1).padStart(9),
      fmt(r.requests).padStart(9),
      fmt(r.fcpMs).padStart(8),
      fmt(r.lcpMs).padStart(8),
      fmt(r.firstRowMs).padStart(8),
    );
  }
  printRatios(results.floorRatios);
  console.log(
    `\nMedia-agent select (${results.select.options} options): opens in ${fmt(results.select.openMs, 1)} ms, filters in ${fmt(results.select.filterMs, 1)} ms`,
  );
  console.log('\nLargest chunks (gzip kB):');
  for (const chunk of results.chunks.slice(0, 12))
    console.log(`  ${fmt(chunk.gzipKb, 1).padStart(7)}  ${chunk.file}`);
  const total = results.chunks.reduce((s, c) => s + c.gzipKb, 0);
  console.log(`  total ${fmt(total, 1)} kB gzip in ${results.chunks.length} chunks`);

  const check = (ok, text) => !ok && failures.push(text);
  const loginPage = results.pages['/login'];
  const clientPage = results.pages['/client/list'];
  const mobilePage = results.pages['mobile /h5/client/payment'];
  check(
    mobilePage.jsKb <= budgets.mobileListJsKb,
    `/h5/client/payment JS ${fmt(mobilePage.jsKb, 1)} kB > ${budgets.mobileListJsKb} kB`,
  );
  check(
    mobilePage.firstRowMs <= budgets.mobileListFirstCardMs,
    `/h5/client/payment first card ${fmt(mobilePage.firstRowMs)} ms > ${budgets.mobileListFirstCardMs} ms`,
  );
  check(
    loginPage.jsKb <= budgets.loginJsKb,
    `/login JS ${fmt(loginPage.jsKb, 1)} kB > ${budgets.loginJsKb} kB`,
  );
  check(
    clientPage.jsKb <= budgets.clientListJsKb,
    `/client/list JS ${fmt(clientPage.jsKb, 1)} kB > ${budgets.clientListJsKb} kB`,
  );
  // Measured against the floor, the list's first row is held by its ratio (issue #36, point 7):
  // its absolute ceiling, written for one machine, is a reference that fails only without it.
  const slowRow = `/client/list first row ${fmt(clientPage.firstRowMs)} ms > ${budgets.clientListFirstRowMs} ms`;
  if (clientPage.firstRowMs > budgets.clientListFirstRowMs) {
    if (results.floorRatios)
      references.push(
        `${slowRow} (the floor's: ${fmt(results.pages[floorPage.name].firstRowMs)} ms)`,
      );
    else failures.push(slowRow);
  }
  checkFloor({
    ratios: results.floorRatios,
    calls: results.floorCalls,
    budget: budgets.clientListFirstRowRatio,
    failures,
  });
  for (const chunk of results.chunks) {
    if (chunk.gzipKb > budgets.chunkKb && !lazyHeavy.test(chunk.file))
      check(false, `chunk ${chunk.file} ${fmt(chunk.gzipKb, 1)} kB > ${budgets.chunkKb} kB`);
  }
  const leaked = readdirSync('dist', { recursive: true }).filter((f) =>
    /mockServiceWorker/.test(String(f)),
  );
  check(leaked.length === 0, `demo backend in the production bundle: ${leaked.join(', ')}`);
  check(
    results.select.openMs <= budgets.selectMs && results.select.filterMs <= budgets.selectMs,
    `media-agent select ${fmt(results.select.openMs, 1)} / ${fmt(results.select.filterMs, 1)} ms > ${budgets.selectMs} ms`,
  );
}
results.budgets = { ...budgets, throttled: throttledBudgets };
results.failures = failures;
results.overReference = references;
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/bench.json', JSON.stringify(results, null, 2));
console.log(`\nWritten bench-results/bench.json`);
if (references.length)
  console.log(
    `\nOver a reference written for a faster machine (budgeted by the floor's ratio instead):\n  ${references.join('\n  ')}`,
  );
if (failures.length) {
  console.error(`\nBUDGETS FAILED:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
} else {
  console.log('\nAll budgets met.');
}
