import type { Locator, Page } from 'playwright-core';
import { baseUrls, storageKeys } from '@/data/contract';
import { demoCaptchaAnswer } from '@demo-backend/captcha';
import { DEMO_PASSWORD } from '@demo-backend/users';
import { opened } from './settle';

/** Reads the key of the captcha on screen once it has loaded. */
export async function captchaKey(scope: Page | Locator): Promise<string> {
  const image = scope.locator('[data-testid="captcha-image"]:not([data-captcha-key=""])').first();
  await image.waitFor();
  return (await image.getAttribute('data-captcha-key')) ?? '';
}

/** Logs in through the username form, typing what a person would type. */
export async function loginWithForm(page: Page, username: string, password: string) {
  const form = usernameForm(page);
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill(password);
  await form.getByLabel('Verification code').fill(demoCaptchaAnswer(await captchaKey(form)));
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
}

export const usernameForm = (page: Page) => page.locator('#login-username');
export const mailForm = (page: Page) => page.locator('#login-mail');

/** The demo users the unread risk warnings pop up for after login (the finance roles). */
const RISK_POPUP_USERS = new Set(['financier', 'cashier']);

/** Closes the risk warnings popup (it stays closed for the tab's session). */
export async function closeRiskPopup(page: Page) {
  const popup = await opened(page.getByRole('dialog', { name: /风险提醒|Risk warnings/ }));
  await popup.getByRole('button', { name: /Close|关闭/ }).click();
  await popup.waitFor({ state: 'hidden' });
}

/**
 * Gives the page's browser a demo user's session, as the login page would leave it: the login
 * calls are made over the context's own HTTP client (same workspace header, same cookies), and
 * the token is kept in its cookie. The login page itself is tested by login.e2e.ts.
 */
export async function signIn(page: Page, username: string, language?: 'en' | 'cn') {
  const api = page.context().request;
  const captchaAnswer = await api.get(`${baseUrls.main}/login/getCaptcha`);
  const captcha = (await captchaAnswer.json()) as { data: { key: string } };
  const answer = await api.post(`${baseUrls.main}/login/login`, {
    data: {
      username,
      password: DEMO_PASSWORD,
      captchaKey: captcha.data.key,
      captcha: demoCaptchaAnswer(captcha.data.key),
    },
  });
  const login = (await answer.json()) as { code: number; msg: string; data: { token: string } };
  if (login.code !== 0) throw new Error(`${username} could not log in: ${login.msg}`);
  const url = new URL(captchaAnswer.url()).origin;
  await page
    .context()
    .addCookies([{ name: storageKeys.tokenCookie, value: login.data.token, url }]);
  if (language) {
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      storageKeys.language,
      language,
    ] as const);
  }
}

/**
 * Logs a demo user in (signIn) and opens the console, waiting for their landing page; a finance
 * user's risk popup is closed unless `keepRiskPopup`.
 */
export async function loginAs(page: Page, username: string, { keepRiskPopup = false } = {}) {
  await signIn(page, username);
  await page.goto('/');
  await page.waitForURL(/\/(dashboard|saleAgentInfo\/info)/);
  if (RISK_POPUP_USERS.has(username) && !keepRiskPopup) await closeRiskPopup(page);
}

const sideMenu = (page: Page) => page.locator('.ant-layout-sider .side-menu').first();

/** The sidebar menu's top level as text: entries and group titles. */
export async function menuTexts(page: Page): Promise<string[]> {
  const menu = sideMenu(page);
  await menu.waitFor();
  const top = menu.locator(
    ':scope > ul > li.side-menu-item > a, :scope > ul > li.side-menu-group > .side-menu-title',
  );
  return (await top.allInnerTexts()).map((text) => text.trim());
}

/** The entries of one menu group, opening it when closed. */
export async function groupEntries(page: Page, group: string): Promise<string[]> {
  const item = sideMenu(page)
    .locator(':scope > ul > li.side-menu-group', { hasText: group })
    .first();
  if (!((await item.getAttribute('class')) ?? '').includes('is-open')) {
    await item.locator(':scope > .side-menu-title').click();
  }
  const entries = item.locator('.side-menu-sub a');
  await entries.first().waitFor();
  return (await entries.allInnerTexts()).map((text) => text.trim());
}
