// The working-day part of the benchmark (issue "Speed of a working day"): one browser context,
// opened cold, then what staff do for hours: moving between lists by the menu, opening records,
// filtering, paging 100 rows at a time, exporting 10,000 rows, typing in a filter box, and visiting
// page after page. Called by scripts/bench.mjs (`--only day` runs it alone).

/** Budgets of the working day. */
export const dayBudgets = {
  visitedListMs: 150,
  newListMs: 400,
  drawerMs: 150,
  detailMs: 150,
  rows100TaskMs: 100,
  exportTaskMs: 200,
  inpMs: 100,
  heapGrowth: 1.5,
};

/** The list the day starts on and comes back to (a visited list). */
const HOME = '/client/list';
/** Lists opened once each, for the first time, by the menu (one per run). */
const NEW_LISTS = [
  '/adsAccount/list',
  '/client/payment',
  '/client/bill',
  '/org/list',
  '/finance/payment',
  '/media/list',
  '/client/invoice',
  '/org/payment',
  '/client/refund',
  '/option/currency',
];
/** Lists visited in turn for the memory figure: the home list, the new ones, and three more. */
const TOUR = [
  HOME,
  ...NEW_LISTS.filter((path) => path !== '/option/currency'),
  '/mediaAgent/list',
  '/client/account',
  '/org/client',
];
/** A list whose rows open the record in a drawer, one whose rows lead to a detail page. */
const DRAWER_LIST = '/media/list';
const DETAIL_LIST = '/client/list';
/** The list with ≥ 10,000 rows exported (seeded by `seedBigList`) and paged 100 at a time. */
const BIG_ENTITY = 'mediaAgent';
const BIG_LIST = '/mediaAgent/list';
export const BIG_ROWS = 10_000;
/** A text filter of the home list, and what is typed into it. */
const FILTER_FIELD = 'clientName';
const FILTER_TEXT = '科技';

const median = (values) => {
  const sorted = [...values].filter((v) => v !== null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};

/**
 * Runs in the page before its scripts: records long tasks and slow input events (Event Timing),
 * and gives the bench small helpers to time a change of the page from inside it.
 */
const dayScript = () => {
  const day = { longtasks: [], events: [] };
  window.__day = day;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      day.longtasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      day.events.push({ name: e.name, start: e.startTime, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  day.longestTask = (from, to = Infinity) =>
    day.longtasks
      .filter((t) => t.start + t.duration >= from && t.start <= to)
      .reduce((max, t) => Math.max(max, t.duration), 0);
  /** Resolves with the time the check first holds, looking at every change of the DOM. */
  day.until = (check, what = 'the change awaited') =>
    new Promise((resolve, reject) => {
      if (check()) return resolve(performance.now());
      const timer = setTimeout(() => {
        watch.disconnect();
        reject(new Error(`timed out waiting for ${what} on ${location.href}`));
      }, 30000);
      const watch = new MutationObserver(() => {
        if (!check()) return;
        watch.disconnect();
        clearTimeout(timer);
        resolve(performance.now());
      });
      watch.observe(document.body, {
        childList: true,
        subtree: true,
        attributes: true,
        characterData: true,
      });
    });
  day.markRows = () => {
    for (const row of document.querySelectorAll('.ant-table-row'))
      row.setAttribute('data-bench-old', '');
  };
  day.rows = () => [...document.querySelectorAll('.ant-table-row:not([data-bench-old])')];
  day.frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
};

/** Opens the menu group of a link when the link is not shown (untimed). */
async function showMenuLink(tab, path) {
  const link = tab.locator(`a.side-menu-link[href="${path}"]`);
  if (await link.isVisible()) return;
  await tab.evaluate(async (path) => {
    const shown = () =>
      document.querySelector(`a.side-menu-link[href="${path}"]`)?.checkVisibility();
    const closed = [...document.querySelectorAll('button.side-menu-title[aria-expanded="false"]')];
    for (const title of closed) {
      title.click();
      await window.__day.frame();
      if (shown()) return;
    }
  }, path);
  await link.waitFor({ state: 'visible', timeout: 5000 });
}

/** Clicks the menu link of a list; the time from the click to the new page's rows. */
async function menuTo(tab, path) {
  await showMenuLink(tab, path);
  await settle(tab);
  return tab.evaluate(async (target) => {
    const day = window.__day;
    day.markRows();
    const link = document.querySelector(`a.side-menu-link[href="${target}"]`);
    const t0 = performance.now();
    link.click();
    const t1 = await day.until(() => location.pathname === target && day.rows().length > 0);
    return t1 - t0;
  }, path);
}

/** Waits until the page is quiet: two frames and no request in flight the bench knows of. */
async function settle(tab) {
  await tab.waitForLoadState('networkidle');
  await tab.evaluate(async () => {
    await window.__day.frame();
    await window.__day.frame();
  });
}

async function goByMenu(tab, path) {
  await showMenuLink(tab, path);
  await tab.evaluate(() => window.__day.markRows());
  await tab.locator(`a.side-menu-link[href="${path}"]`).click();
  await tab.waitForFunction(
    (path) =>
      location.pathname === path &&
      (window.__day.rows().length > 0 || document.querySelector('.ant-table .ant-empty')),
    path,
    { timeout: 30000 },
  );
}

/** Opens row `index`'s record (drawer or detail page); the time to its content. */
async function openRecord(tab, index, kind) {
  return tab.evaluate(
    async ({ index, kind }) => {
      const day = window.__day;
      // The first of a row's actions is "view": a button (drawer) or a link (detail page).
      const selector = `.row-actions > ${kind === 'drawer' ? 'button' : 'a'}.row-action:first-child`;
      const actions = [...document.querySelectorAll(`.ant-table-row ${selector}`)];
      const action = actions[index];
      if (!action)
        throw new Error(
          `no ${selector} in row ${index} of ${location.href} (page "${document.title}", ` +
            `${document.querySelectorAll('.ant-table-row').length} rows)`,
        );
      const t0 = performance.now();
      action.click();
      const content =
        kind === 'drawer'
          ? () =>
              document.querySelector(
                '.ant-drawer-open .ant-descriptions-item-content:not(:empty)',
              ) && !document.querySelector('.ant-drawer-open .ant-skeleton')
          : () =>
              location.pathname !== '/client/list' &&
              document.querySelector('.ant-descriptions-item-content:not(:empty)');
      const t1 = await day.until(content);
      return t1 - t0;
    },
    { index, kind },
  );
}

/** The filter input of a field in the list's filter form. */
const filterInput = (tab, field) => tab.locator(`input[id$="_${field}"]`).first();

/** Applies a text filter with the form's search button; the time to rows that all match it. */
async function applyFilter(tab, text) {
  await filterInput(tab, FILTER_FIELD).fill(text);
  await settle(tab);
  return tab.evaluate(async (text) => {
    const day = window.__day;
    day.markRows();
    const submit = document.querySelector('form[id^="filters-"] button[type="submit"]');
    const t0 = performance.now();
    submit.click();
    const t1 = await day.until(() => {
      const rows = [...document.querySelectorAll('.ant-table-row')];
      return (
        rows.length > 0 &&
        rows.every((row) => (row.textContent ?? '').includes(text)) &&
        !document.querySelector('.ant-table-wrapper .ant-spin-spinning')
      );
    });
    return t1 - t0;
  }, text);
}

/** Types into the filter box; the longest input event of that typing (interaction to next paint). */
async function typeInFilter(tab, text) {
  const input = filterInput(tab, FILTER_FIELD);
  await input.fill('');
  await settle(tab);
  const from = await tab.evaluate(() => performance.now());
  await input.pressSequentially(text, { delay: 80 });
  await settle(tab);
  return tab.evaluate(
    (from) =>
      window.__day.events
        .filter((e) => e.start >= from && /^key|^input$|^beforeinput$/.test(e.name))
        .reduce((max, e) => Math.max(max, e.duration), 0),
    from,
  );
}

/** Goes to page `page` of the current list (its pager), 100 rows a page; time and longest task. */
async function page100(tab, page) {
  await settle(tab);
  return tab.evaluate(async (page) => {
    const day = window.__day;
    day.markRows();
    const item = document.querySelector(`.ant-pagination-item-${page}`);
    const t0 = performance.now();
    item.click();
    const t1 = await day.until(() => day.rows().length >= 100);
    await day.frame();
    await day.frame();
    return { ms: t1 - t0, longestTask: day.longestTask(t0, performance.now()) };
  }, page);
}

/** Sets the list's page size to 100 with its size changer (untimed). */
async function pageSize100(tab) {
  await tab.locator('.ant-pagination-options-size-changer').click();
  await tab.locator('.ant-select-item-option[title^="100"]').click();
  await tab.waitForFunction(() => document.querySelectorAll('.ant-table-row').length >= 100);
}

/** Exports the current list; the time to the download and the longest task meanwhile. */
async function exportList(tab) {
  await settle(tab);
  const download = tab.waitForEvent('download', { timeout: 120000 });
  const t0 = await tab.evaluate(() => performance.now());
  await tab.getByRole('button', { name: /导\s?出/ }).click();
  await (await download).path();
  return tab.evaluate(async (t0) => {
    const end = performance.now();
    await window.__day.frame();
    return { ms: end - t0, longestTask: window.__day.longestTask(t0, end) };
  }, t0);
}

/** JS heap in use after a forced collection, in MB. */
async function heapMb(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 1024 / 1024;
}

/** Makes the demo backend's big list hold at least BIG_ROWS rows (the bench's own API only). */
export async function seedBigList(demo) {
  return demo.fillCollection(BIG_ENTITY, BIG_ROWS);
}

/** The working day, in one context opened cold; median of `runs` for each figure. */
export async function runDay(browser, baseURL, token, runs) {
  const context = await browser.newContext({
    baseURL,
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
    acceptDownloads: true,
  });
  await context.addCookies([{ name: 'Admin-Token', value: token, url: baseURL }]);
  const tab = await context.newPage();
  await tab.addInitScript(dayScript);
  const cdp = await context.newCDPSession(tab);
  const pick = (list, key) => median(list.map((x) => (key ? x[key] : x)));
  try {
    await tab.goto(HOME);
    await tab.locator('.ant-table-row').first().waitFor({ timeout: 30000 });

    const step = (name) => process.stderr.write(`  working day: ${name}\n`);
    step('menu navigation');
    const visited = [];
    const fresh = [];
    for (let i = 0; i < runs; i += 1) {
      fresh.push(await menuTo(tab, NEW_LISTS[i % NEW_LISTS.length]));
      visited.push(await menuTo(tab, HOME));
    }

    step('drawers');
    const drawer = [];
    await goByMenu(tab, DRAWER_LIST);
    for (let i = 0; i < runs; i += 1) {
      await settle(tab);
      drawer.push(await openRecord(tab, i, 'drawer'));
      await tab.keyboard.press('Escape');
      await tab.locator('.ant-drawer-open').waitFor({ state: 'detached', timeout: 10000 });
    }

    step('detail pages');
    const detail = [];
    await goByMenu(tab, DETAIL_LIST);
    for (let i = 0; i < runs; i += 1) {
      await settle(tab);
      detail.push(await openRecord(tab, i, 'detail'));
      await tab.goBack();
      await tab.locator('.ant-table-row').first().waitFor();
    }

    step('filters');
    const filter = [];
    const inp = [];
    for (let i = 0; i < runs; i += 1) {
      inp.push(await typeInFilter(tab, FILTER_TEXT));
      filter.push(await applyFilter(tab, FILTER_TEXT));
      await filterInput(tab, FILTER_FIELD).fill('');
      await tab.locator('form[id^="filters-"] button[type="submit"]').click();
      await settle(tab);
    }

    step('100 rows a page');
    await goByMenu(tab, BIG_LIST);
    await settle(tab);
    await pageSize100(tab);
    const rows100 = [];
    for (let i = 0; i < runs; i += 1) rows100.push(await page100(tab, i + 2));

    step('exports');
    const exports = [];
    for (let i = 0; i < runs; i += 1) exports.push(await exportList(tab));

    step('50 pages');
    // Memory: the heap after 5 and after 50 pages visited in turn by the menu.
    let heapAfter5 = null;
    for (let i = 1; i <= 50; i += 1) {
      await goByMenu(tab, TOUR[i % TOUR.length]);
      if (i === 5) {
        await settle(tab);
        heapAfter5 = await heapMb(cdp);
      }
    }
    await settle(tab);
    const heapAfter50 = await heapMb(cdp);

    return {
      runs,
      visitedListMs: pick(visited),
      newListMs: pick(fresh),
      drawerMs: pick(drawer),
      detailMs: pick(detail),
      filterMs: pick(filter),
      rows100Ms: pick(rows100, 'ms'),
      rows100TaskMs: pick(rows100, 'longestTask'),
      exportRows: BIG_ROWS,
      exportMs: pick(exports, 'ms'),
      exportTaskMs: Math.max(...exports.map((e) => e.longestTask)),
      inpMs: pick(inp),
      heapAfter5Mb: heapAfter5,
      heapAfter50Mb: heapAfter50,
      raw: { visited, fresh, drawer, detail, filter, rows100, exports, inp },
    };
  } finally {
    await context.close();
  }
}

const fmt = (v, digits = 0) => (v === null || v === undefined ? '—' : Number(v).toFixed(digits));

/** The working day's table. */
export function printDay(day) {
  const b = dayBudgets;
  const lines = [
    ['menu → a visited list, to rows', `${fmt(day.visitedListMs)} ms`, `≤ ${b.visitedListMs} ms`],
    ['menu → a list not yet visited, to rows', `${fmt(day.newListMs)} ms`, `≤ ${b.newListMs} ms`],
    ["a record's drawer, to its content", `${fmt(day.drawerMs)} ms`, `≤ ${b.drawerMs} ms`],
    ["a record's detail page, to its content", `${fmt(day.detailMs)} ms`, `≤ ${b.detailMs} ms`],
    ['a text filter applied, to its rows', `${fmt(day.filterMs)} ms`, '—'],
    ['100 rows a page, to rows', `${fmt(day.rows100Ms)} ms`, '—'],
    ['100 rows a page, longest task', `${fmt(day.rows100TaskMs)} ms`, `≤ ${b.rows100TaskMs} ms`],
    [`export of ${day.exportRows} rows, to the file`, `${fmt(day.exportMs)} ms`, '—'],
    ['export, longest task (worst run)', `${fmt(day.exportTaskMs)} ms`, `≤ ${b.exportTaskMs} ms`],
    ['typing in a filter box, INP', `${fmt(day.inpMs)} ms`, `≤ ${b.inpMs} ms`],
    ['JS heap after 5 pages', `${fmt(day.heapAfter5Mb, 1)} MB`, '—'],
    [
      'JS heap after 50 pages',
      `${fmt(day.heapAfter50Mb, 1)} MB`,
      `≤ ${b.heapGrowth}× after 5 (${fmt(day.heapAfter5Mb * b.heapGrowth, 1)} MB)`,
    ],
  ];
  console.log(`\nWorking day, one context opened cold, median of ${day.runs}:`);
  console.log('figure'.padEnd(42), 'value'.padStart(10), '  budget');
  for (const [name, value, budget] of lines)
    console.log(name.padEnd(42), value.padStart(10), ` ${budget}`);
}

/** Adds the working day's failed budgets to `failures`. */
export function checkDay(day, failures) {
  const b = dayBudgets;
  const over = (value, budget, text) => {
    if (!(value <= budget)) failures.push(`${text} ${fmt(value)} ms > ${budget} ms`);
  };
  over(day.visitedListMs, b.visitedListMs, 'menu → visited list');
  over(day.newListMs, b.newListMs, 'menu → new list');
  over(day.drawerMs, b.drawerMs, 'record drawer');
  over(day.detailMs, b.detailMs, 'record detail page');
  over(day.rows100TaskMs, b.rows100TaskMs, '100 rows, longest task');
  over(day.exportTaskMs, b.exportTaskMs, `export of ${day.exportRows} rows, longest task`);
  over(day.inpMs, b.inpMs, 'filter box INP');
  if (!(day.heapAfter50Mb <= day.heapAfter5Mb * b.heapGrowth))
    failures.push(
      `heap after 50 pages ${fmt(day.heapAfter50Mb, 1)} MB > ${b.heapGrowth}× ${fmt(day.heapAfter5Mb, 1)} MB`,
    );
}
