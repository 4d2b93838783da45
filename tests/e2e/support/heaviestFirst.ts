import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest, longest first (the per-file times vitest prints), started first so
 * that no long file runs alone at the end while the other worker idles. Files not listed follow, in
 * vitest's own order.
 */
const HEAVIEST = [
  'resilience.e2e.ts', // two sweeps of every page under malformed answers, then one test a mode
  'routes.e2e.ts', // half the routes, with axe
  'routesSecondHalf.e2e.ts', // the other half
  'accessibility.e2e.ts',
  'shell.e2e.ts',
  'clientLifecycle.e2e.ts',
  'mobile.e2e.ts',
  'paymentsAndBills.e2e.ts',
  'walletTopUp.e2e.ts',
  'spendCharts.e2e.ts',
  'engine.e2e.ts',
  'workOrders.e2e.ts',
];

const rankOf = (spec: TestSpecification) => {
  const index = HEAVIEST.findIndex((name) => spec.moduleId.endsWith(`/${name}`));
  return index === -1 ? HEAVIEST.length : index;
};

export default class HeaviestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((spec, order) => ({ spec, order }))
      .sort((a, b) => rankOf(a.spec) - rankOf(b.spec) || a.order - b.order)
      .map(({ spec }) => spec);
  }
}
