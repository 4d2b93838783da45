import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';

const e2e = setupBrowser();

describe('session', () => {
  it('logs a demo user in with one click and switches identity, remembering the role', async () => {
    const { page, context } = e2e;
    await page.goto('/login');
    await page.locator('[data-username="multi"]').click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Identity: BD' }).click();
    await page.getByRole('menuitem', { name: 'Operations' }).click();
    await page.getByText('You are now working as Operations').waitFor();
    await page.getByRole('button', { name: 'Identity: Operations' }).waitFor();
    const role = (await context.cookies()).find((cookie) => cookie.name === 'Admin-Role');
    expect(role?.value).toBe('OP');

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    await page.locator('[data-username="multi"]').click();
    await page.waitForURL('**/dashboard');
    // The remembered identity is taken again at the next login.
    await page.getByRole('button', { name: 'Identity: Operations' }).waitFor();
  });

  it('holds a sales partner with incomplete information on its info page until it is complete', async () => {
    const { page } = e2e;
    await page.goto('/login');
    await page.locator('[data-username="newpartner"]').click();
    await page.waitForURL('**/saleAgentInfo/info');
    const notice = page.getByRole('dialog').filter({ hasText: 'Complete your information' });
    await notice.getByText('Please complete your identity and bank information').waitFor();
    await notice.getByRole('button', { name: 'Complete now' }).click();

    await page.goto('/dashboard');
    await page.waitForURL('**/saleAgentInfo/info');
    await page.getByRole('dialog').getByRole('button', { name: 'Complete now' }).click();

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Real name cannot be empty').waitFor();
    await page.getByLabel('Real name').fill('曾凡');
    await page.getByLabel('ID number').fill('440305199201010011');
    await page.getByLabel('Mobile number').fill('12345');
    await page.getByLabel('Bank', { exact: true }).fill('中国银行深圳分行');
    await page.getByLabel('Account holder').fill('曾凡');
    await page.getByLabel('Bank account number').fill('6216600000000000');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Incorrect mobile number format').waitFor();
    await page.getByLabel('Mobile number').fill('13912345678');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('Welcome, 曾凡').waitFor();
  });

  it('switches the login page to Chinese and keeps the choice after a reload', async () => {
    const { page } = e2e;
    await page.goto('/login');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await page.getByRole('heading', { name: '广告账户管理平台' }).waitFor();
    await page.reload();
    await page.getByRole('tab', { name: '账号登录' }).waitFor();
    expect(await page.title()).toBe('登录 - 广告账户管理平台');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('cn');
  });
});
