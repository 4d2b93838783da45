import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@demo-backend/users';
import { setupBrowser } from './support/browser';
import { loginWithForm } from './support/login';
import { chooseMenuItem, opened } from './support/settle';

const e2e = setupBrowser();

describe('session', () => {
  it('logs a user in and switches identity, remembering the role', async () => {
    const { page, context } = e2e;
    await page.goto('/login');
    await loginWithForm(page, 'multi', DEMO_PASSWORD);
    await page.waitForURL('**/dashboard');
    // A main-organisation user: the console speaks Chinese.
    await page.getByRole('button', { name: '当前身份：BD' }).click();
    await chooseMenuItem(page, /运\s?营/);
    await page.getByText('已切换为运营').waitFor();
    await page.getByRole('button', { name: '当前身份：运营' }).waitFor();
    const role = (await context.cookies()).find((cookie) => cookie.name === 'Admin-Role');
    expect(role?.value).toBe('OP');

    await page.getByRole('button', { name: '用户菜单' }).click();
    await chooseMenuItem(page, '退出登录');
    await page.waitForURL('**/login');
    await loginWithForm(page, 'multi', DEMO_PASSWORD);
    await page.waitForURL('**/dashboard');
    // The remembered identity is taken again at the next login.
    await page.getByRole('button', { name: '当前身份：运营' }).waitFor();
  });

  it('holds a sales partner with incomplete information on its info page until it is complete', async () => {
    const { page } = e2e;
    await page.goto('/login');
    await loginWithForm(page, 'newpartner', DEMO_PASSWORD);
    await page.waitForURL('**/saleAgentInfo/info');
    const notice = await opened(page.getByRole('dialog').filter({ hasText: '请完善信息' }));
    await notice.getByText('请先完善您的身份信息和银行信息').waitFor();
    await notice.getByRole('button', { name: '立即完善' }).click();

    await page.goto('/dashboard');
    await page.waitForURL('**/saleAgentInfo/info');
    await (
      await opened(page.getByRole('dialog'))
    )
      .getByRole('button', { name: '立即完善' })
      .click();

    const form = page.locator('#sale-agent-info');
    await form.getByRole('button', { name: /保\s?存/ }).click();
    await page.getByText('真实姓名不能为空').waitFor();
    await form.getByLabel('真实姓名').fill('曾凡');
    await form.getByLabel('身份证号').fill('440305199201010011');
    await form.getByLabel('手机号').fill('12345678901');
    await form.getByLabel('开户银行').fill('中国银行深圳分行');
    await form.getByLabel('开户名').fill('曾凡');
    await form.getByLabel('银行账号').fill('6216600000000000');
    await form.getByRole('button', { name: /保\s?存/ }).click();
    await page.getByText('手机号：大陆手机号为以 1 开头的 11 位数字').waitFor();
    await form.getByLabel('手机号').fill('13912345678');
    await form.getByRole('button', { name: /保\s?存/ }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('欢迎，曾凡').waitFor();
  });

  it('switches the login page to Chinese and keeps the choice after a reload', async () => {
    const { page } = e2e;
    await page.goto('/login');
    await page.getByLabel('Language').getByText('中文', { exact: true }).click();
    await page.getByRole('heading', { name: '广告账户管理平台' }).waitFor();
    await page.reload();
    await page.getByText('账号登录').waitFor();
    expect(await page.title()).toBe('登录 - 广告账户管理平台');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('cn');
  });
});
