import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { loginAs } from './support/login';

const e2e = setupBrowser();

/** A file's bytes for the file chooser: a PNG signature and then zeros, `size` bytes in all. */
function png(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes;
}

describe('an image upload on a real form', () => {
  it('refuses a 600 kB image before any request, then uploads a small one', async () => {
    const { page } = e2e;
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/common/upload')) uploads.push(request.url());
    });
    // A reseller's admin registers its payments with their receipt (an image).
    await loginAs(page, 'reseller');
    await page.goto('/orgFinance/payment');
    // The interface's language follows the browser's (en-US here) unless the user chose one.
    await page.getByRole('button', { name: /(新\s?增|New)$/ }).click();
    const drawer = page.locator('.ant-drawer-content');
    const receipt = drawer.getByLabel(/^(打款凭证|Receipt)$/);

    await receipt.setInputFiles({
      name: 'big.png',
      mimeType: 'image/png',
      buffer: png(600 * 1024),
    });
    await page
      .getByText(/^big\.png(：图片不能超过 500kb|: Images must be 500 kB or smaller)$/)
      .waitFor();
    expect(uploads).toEqual([]);
    expect(await drawer.getByText('big.png').count()).toBe(0);

    // A small one goes up, and shows in the form.
    await receipt.setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: png(2048) });
    await drawer.locator('.ant-upload-list-item-done').waitFor();
    expect(uploads).toHaveLength(1);
  });
});
