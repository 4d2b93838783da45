import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { loginAs } from './support/login';

const e2e = setupBrowser();

describe('the invitation posters', () => {
  it('load under the strict CSP, and a BD downloads a client poster and all of them', async () => {
    const { page } = e2e;
    await loginAs(page, 'bd');
    const clients = page.getByRole('region', {
      name: /^(客户邀请海报|Client invitation posters)$/,
    });
    const first = clients.getByRole('img', { name: /^(客户邀请海报|Client invitation poster) 1$/ });
    // Below the dashboard's other cards: images load as they come into view.
    await first.scrollIntoViewIfNeeded();
    // The image is drawn: served by the demo API on the console's origin, which the CSP allows.
    await expect
      .poll(() => first.evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    expect(await clients.locator('img').count()).toBe(3);

    const one = page.waitForEvent('download');
    await clients
      .getByRole('link', { name: /^(下载客户邀请海报|Download client invitation poster) 1$/ })
      .click();
    const poster = await one;
    expect(poster.suggestedFilename()).toMatch(/^client-1-XL\d+\.svg$/);
    const image = await readFile(await poster.path());
    expect(image.length).toBeGreaterThan(0);
    expect(image.toString('utf8')).toMatch(/^<svg[^>]*>/);
    // The poster carries the BD's invitation code, as its caption says.
    const code = /XL\d+/.exec(poster.suggestedFilename())![0];
    expect(image.toString('utf8')).toContain(code);
    await clients
      .getByText(new RegExp(`^(邀请码：|Invitation code: )${code}$`))
      .first()
      .waitFor();

    // All of them at once: the backend's .zip.
    const all = page.waitForEvent('download');
    await clients.getByRole('button', { name: /全部下载|Download all/ }).click();
    const archive = await all;
    expect(archive.suggestedFilename()).toBe(`posters-client-${code}.zip`);
    const bytes = await readFile(await archive.path());
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    for (const index of [1, 2, 3]) expect(bytes.includes(`client-${index}-${code}.svg`)).toBe(true);
  });
});
