import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { DEMO_PASSWORD } from '@demo-backend/users';
import { loginAs, loginWithForm } from './support/login';

const e2e = setupBrowser();

describe('nothing lost', () => {
  it('gives a form back open and filled in after the session expired and the user logged in again', async () => {
    const { page, context, baseURL } = e2e;
    await loginAs(page, 'admin');
    await page.goto('/option/currency');
    await page.locator('.ant-table-row').first().waitFor();
    await page.getByRole('button', { name: /新\s?增/ }).click();
    const drawer = page.locator('.ant-drawer-content');
    await drawer.getByLabel('币种代码').fill('NOK');
    await drawer.getByLabel('中文名称').fill('挪威克朗');

    // The session lapses on the backend: the save is answered with -201.
    await context.addCookies([{ name: 'Admin-Token', value: 'revoked-token', url: baseURL }]);
    await drawer.getByRole('button', { name: /保\s?存/ }).click();
    await page.waitForURL('**/login?**');
    expect(new URL(page.url()).searchParams.get('to')).toBe('/option/currency?drawer=create');

    await loginWithForm(page, 'admin', DEMO_PASSWORD);
    await page.waitForURL('**/option/currency?drawer=create');
    const again = page.locator('.ant-drawer-content');
    await again.getByText(/已恢复会话结束前/).waitFor();
    expect(await again.getByLabel('币种代码').inputValue()).toBe('NOK');
    expect(await again.getByLabel('中文名称').inputValue()).toBe('挪威克朗');
    await again.getByRole('button', { name: /保\s?存/ }).click();
    await page.getByText('已保存').waitFor();
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).filter((key) => key.startsWith('formDraft:')),
      ),
    ).toEqual([]);
  });
});
