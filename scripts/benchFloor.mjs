// The floor of the benchmark (docs/performance.md "The benchmark"): bench/floor, a page of React
// and antd's Table alone that asks the demo API for the client list's first page and draws it.
// Absolute times of the same commit differ by up to 1.6× between machines of one kind; the
// client list's figures divided by the floor's, measured in the same run, hold on any of them.
// Called by scripts/bench.mjs.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { startStaticServer } from './staticServer.mjs';

const FLOOR_ROOT = 'bench/floor';
const FLOOR_DIST = 'bench-results/floor-dist';

/** The floor, usable at its first table row as the client list is. */
export const floorPage = {
  name: 'floor (React + antd Table)',
  path: '/',
  usable: '.ant-table-row',
  session: true,
  rows: true,
};
/** The page whose figures are divided by the floor's; the bench loads the two in turn. */
export const FLOOR_OF = '/client/list';

/**
 * Builds the floor with Vite's defaults and React's plugin (none of the console's config), into
 * bench-results/. With `--no-build`, an earlier build is kept when there is one.
 */
export async function buildFloor({ rebuild }) {
  if (!rebuild && existsSync(`${FLOOR_DIST}/index.html`)) return;
  await build({
    root: resolve(FLOOR_ROOT),
    configFile: false,
    envDir: false,
    logLevel: 'warn',
    plugins: [react()],
    // One chunk, React and antd in it: the floor is not split.
    build: { outDir: resolve(FLOOR_DIST), emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  });
}

/**
 * Serves the floor as dist is served: the same static server, with the same demo API (the same
 * store and session) under the same paths, on a loopback port of its own.
 */
export const startFloorServer = (api) => startStaticServer(FLOOR_DIST, { api });

/** The client list's figures divided by the floor's (medians of the same run). */
export function floorRatios(pages) {
  const page = pages[FLOOR_OF];
  const floor = pages[floorPage.name];
  if (!page || !floor) return null;
  return {
    jsKb: page.jsKb / floor.jsKb,
    firstRowMs: page.firstRowMs / floor.firstRowMs,
  };
}

const fmt = (v, digits = 2) => (v === null || v === undefined ? '—' : Number(v).toFixed(digits));

/** The ratio row, under the cold loads' table (its JS and row columns). */
export function printRatios(ratios) {
  if (!ratios) return;
  const dash = '—'.padStart(9);
  console.log(
    `${FLOOR_OF} ÷ floor`.padEnd(36),
    `${fmt(ratios.jsKb)}×`.padStart(9),
    dash,
    dash.slice(1),
    dash.slice(1),
    `${fmt(ratios.firstRowMs)}×`.padStart(8),
  );
}

/**
 * Adds to `failures` a first-row ratio over its budget, and a floor that does not ask for the
 * call the client list asks for (`calls`: the fetch and XHR requests of a warm-up load of each).
 */
export function checkFloor({ ratios, calls, budget, failures }) {
  if (!ratios) {
    failures.push(`no floor figures next to ${FLOOR_OF}`);
    return;
  }
  if (!(ratios.firstRowMs <= budget))
    failures.push(`${FLOOR_OF} first row ${fmt(ratios.firstRowMs)}× the floor's > ${fmt(budget)}×`);
  const missing = calls.floor.filter((call) => !calls.page.includes(call));
  if (missing.length)
    failures.push(
      `the floor asks for ${missing.join(', ')}, which ${FLOOR_OF} does not (it asks for ` +
        `${calls.page.join(', ') || 'nothing'}): bench/floor/main.tsx must follow it`,
    );
}
