import { describe, expect, it } from 'vitest';
import { EXTERNAL, REFUSED, SAME_ORIGIN } from '../support/linkBypasses';
import { setupBrowser } from './support/browser';
import { loginAs } from './support/login';
import { rows } from './support/table';

const e2e = setupBrowser();

const TITLE = 'Links to check';

describe('links written into a site message (issue #40 point 1)', () => {
  it('draw no off-site link that does not say where it goes, whatever disguise it wears', async () => {
    const { page, baseURL } = e2e;
    await loginAs(page, 'market');
    await page.goto('/news/add');
    const drawer = page.locator('.ant-drawer-content');
    await drawer.getByLabel('标题').fill(TITLE);
    // Each address of the list as a link of its own (the page's own host stands for localhost).
    const host = new URL(baseURL).host;
    const addresses = [...REFUSED, ...EXTERNAL.map(([address]) => address), ...SAME_ORIGIN]
      .map((address) => address.replaceAll('localhost:3000', host))
      .filter((address) => !/[\n\r]/.test(address) && address.trim());
    await drawer
      .getByLabel('内容')
      .fill(addresses.map((address, index) => `[link ${index}](${address})`).join('\n\n'));
    await drawer.getByLabel('接收对象').click();
    const tree = page.locator('.ant-select-dropdown:visible .ant-select-tree');
    await tree.locator('.ant-select-tree-checkbox').first().click();
    await drawer.getByLabel('标题').click();
    await expect.poll(() => tree.count()).toBe(0);
    await drawer.getByRole('button', { name: /保\s?存/ }).click();
    const row = rows(page).filter({ hasText: TITLE }).first();
    await row.getByText('审核中').waitFor();
    const number = /MSG\d+/.exec((await row.textContent()) ?? '')?.[0];
    expect(number).toBeDefined();
    await page.goto(`/news/detail/${number}`);

    const content = page.getByTestId('site-message-content');
    await content.getByText('link 0', { exact: true }).waitFor();
    const links = await content.locator('a').evaluateAll((anchors) =>
      anchors.map((anchor) => ({
        host: new URL((anchor as HTMLAnchorElement).href).host,
        rel: anchor.getAttribute('rel'),
        // What follows the link: an off-site one names its host there.
        after: anchor.nextSibling?.textContent ?? '',
      })),
    );
    // The console's own pages and the open off-site ones are links; no disguise made one.
    expect(links.filter((link) => link.host === host).length).toBeGreaterThanOrEqual(
      SAME_ORIGIN.length,
    );
    expect(links.some((link) => link.host === 'evil.example')).toBe(true);
    expect(links.filter((link) => link.host !== host).length).toBeLessThanOrEqual(EXTERNAL.length);
    for (const link of links) {
      expect(link.rel).toBe('noopener noreferrer');
      if (link.host !== host) expect(link.after).toContain(link.host);
    }
  });
});
