import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { loginAs } from './support/login';

const e2e = setupBrowser();

describe('shell details a new user tripped over', () => {
  it('reaches the last menu entry with every group open, above the collapse bar', async () => {
    const { page } = e2e;
    await page.setViewportSize({ width: 1280, height: 600 });
    await loginAs(page, 'admin');
    const menu = page.getByRole('navigation', { name: /主菜单|Main menu/ });
    const closed = menu.locator('button[aria-expanded="false"]');
    while ((await closed.count()) > 0) await closed.first().click();
    const last = menu.getByRole('link').last();
    await last.scrollIntoViewIfNeeded();
    // What is drawn at the last entry's middle is the entry, not the collapse bar over it.
    const onTop = await last.evaluate((link) => {
      const box = link.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return !!hit && link.contains(hit);
    });
    expect(onTop).toBe(true);
  });

  it('opens an announcement of the dashboard', async () => {
    const { page } = e2e;
    await loginAs(page, 'admin');
    const card = page.locator('.ant-card').filter({ hasText: /公告|Announcements/ });
    const first = card.locator('.ant-list-item button').first();
    const title = (await first.innerText()).trim();
    await first.click();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.waitFor();
    expect((await dialog.innerText()).length).toBeGreaterThan(title.length);
  });

  it('asks for the current password to change it, and refuses a wrong one', async () => {
    const { page } = e2e;
    await loginAs(page, 'admin');
    await page.goto('/profile/index');
    const form = page.locator('#profile-password');
    await form.getByLabel(/当前密码|Current password/).fill('not-my-password');
    await form.getByLabel(/^新密码$|^New password$/).fill('next-secret');
    await form.getByLabel(/确认密码|Confirm password/).fill('next-secret');
    await form.getByRole('button', { name: /保\s?存|Save/ }).click();
    await page.getByText(/当前密码不正确|The current password is incorrect/).waitFor();
    // The form stays filled in.
    expect(await form.getByLabel(/当前密码|Current password/).inputValue()).toBe('not-my-password');
  });
});
