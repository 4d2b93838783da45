import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest (seconds of a CI run, two at a time), started first so that no
 * long file runs alone at the end while the other worker idles. Files not listed follow, in
 * vitest's own order.
 */
const HEAVIEST = [
  'routes.e2e.ts', // ~95 s: half the routes, with axe
  'routesSecondHalf.e2e.ts', // ~90 s: the other half
  'resilience.e2e.ts', // ~90 s
  'accessibility.e2e.ts', // ~70 s
  'shell.e2e.ts', // ~60 s
  'paymentsAndBills.e2e.ts',
  'actions.e2e.ts',
  'clientLifecycle.e2e.ts',
  'walletTopUp.e2e.ts',
  'adsAccountActions.e2e.ts',
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
