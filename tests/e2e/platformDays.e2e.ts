import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { loginAs } from './support/login';

// 2026-11-27 02:00 in UTC+8: still the 26th in New York, already the 27th in Auckland.
const NOW = new Date('2026-11-26T18:00:00Z');
const seconds = (iso: string) => String(Date.parse(iso) / 1000);

/**
 * Date filters send the platform's days (UTC+8), whatever the browser's zone (issue #39 point 4):
 * the "today" shortcut of the ad accounts' opening-time filter, from three zones.
 */
describe.each(['America/New_York', 'Asia/Shanghai', 'Pacific/Auckland'])(
  'a date filter in a browser in %s',
  (zone) => {
    const e2e = setupBrowser({ timezoneId: zone });

    it("sends today as the platform's day", async () => {
      const { page } = e2e;
      await page.clock.setFixedTime(NOW);
      await loginAs(page, 'admin');
      await page.goto('/adsAccount/list');
      await page.locator('.ant-table-row').first().waitFor();
      // The browser's own day differs in New York: the page runs in that zone.
      const browserDay = await page.evaluate(() => new Date().getDate());
      expect(browserDay).toBe(zone === 'America/New_York' ? 26 : 27);

      // The opening-time filter is among those folded away.
      await page.getByRole('button', { name: /展\s?开/ }).click();
      await page.locator('.ant-picker-range').first().locator('input').first().click();
      await page.locator('.ant-picker-presets').getByText('今天', { exact: true }).click();
      const sent = page.waitForRequest(
        (request) =>
          new URL(request.url()).pathname.endsWith('/adsAccount/list') &&
          new URL(request.url()).searchParams.has('openTimeStart'),
      );
      await page.getByRole('button', { name: /搜\s?索/ }).click();
      const params = new URL((await sent).url()).searchParams;
      expect(params.get('openTimeStart')).toBe(seconds('2026-11-27T00:00:00+08:00'));
      expect(params.get('openTimeEnd')).toBe(seconds('2026-11-27T23:59:59+08:00'));
    });
  },
);
