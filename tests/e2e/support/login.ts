import type { Locator, Page } from 'playwright-core';
import { demoCaptchaAnswer } from '@/mocks/captcha';

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

export const usernameForm = (page: Page) => page.getByRole('tabpanel', { name: 'Account login' });
export const mailForm = (page: Page) => page.getByRole('tabpanel', { name: 'Email login' });
