import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Moderate findings we accept, each with its reason (docs/accessibility.md): `region` for what
 * antd draws in a popup at the end of the page (menus, option lists, pickers, tooltips), which
 * belongs to the control that opened it (`aria-controls`/`aria-owns`), not to a landmark.
 */
export const POPUPS =
  '.ant-dropdown, .ant-select-dropdown, .ant-picker-dropdown, .ant-tooltip, .ant-popover';

export interface Finding {
  rule: string;
  impact: string;
  help: string;
  nodes: string[];
}

/**
 * Runs axe-core (every rule but the experimental ones) on the page as it is, and returns what a
 * page of this console must not have: any critical or serious violation, and moderate or minor
 * ones other than those accepted above.
 */
export async function axeFindings(page: Page): Promise<Finding[]> {
  // What a user reads once it has settled: antd fades messages, drawers and popups in, and text
  // caught half faded would be measured at a contrast it never rests at. Waits until no finite
  // animation has run for a few frames (rc-motion starts its own a frame or two after a change);
  // endless ones, spinners, are not waited for.
  await page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(() => done(undefined)));
    const running = () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        );
    for (let quiet = 0, rounds = 0; quiet < 4 && rounds < 200; rounds += 1) {
      await frame();
      const now = running();
      quiet = now.length ? 0 : quiet + 1;
      await Promise.all(now.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (popups) => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    const accepted = (rule: string, target: string) => {
      if (rule !== 'region') return false;
      const element = document.querySelector(target);
      return !!element?.closest(popups);
    };
    return violations
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact ?? 'unknown',
        help: violation.help,
        nodes: violation.nodes
          .map((node) => node.target.join(' '))
          .filter((target) => !accepted(violation.id, target)),
      }))
      .filter((finding) => finding.nodes.length > 0);
  }, POPUPS);
}

/** The page's visible level-one headings, as text. */
export const visibleHeadings = (page: Page) => page.locator('h1:visible').allInnerTexts();
