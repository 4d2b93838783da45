import type { AuthProvider } from '@refinedev/core';
import { isApiError } from '@/data/apiError';
import { sessionEndCodes } from '@/data/contract';
import { loginRedirect } from '@/data/effects';
import { t } from '@/i18n';
import { showMessage } from '@/ui/feedback';
import { afterLoginPath } from './redirects';
import { session } from './session';
import { sessionApi } from './sessionApi';
import { loadUser } from './userLoader';
import { usernameLoginBody } from './validation';

export type LoginValues =
  | {
      mode: 'username';
      username: string;
      password: string;
      captcha: string;
      captchaKey: string;
      to?: string | null;
    }
  | {
      mode: 'mail';
      email: string;
      code: string;
      captcha: string;
      captchaKey: string;
      to?: string | null;
    };

function isSessionEnd(error: unknown): boolean {
  return isApiError(error) && error.code !== null && sessionEndCodes.main.has(error.code);
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

export const authProvider: AuthProvider = {
  async login(values: LoginValues) {
    try {
      const { token } =
        values.mode === 'mail'
          ? await sessionApi.loginByMail({
              email: values.email.trim(),
              code: values.code.trim(),
              captcha: values.captcha.trim(),
              captchaKey: values.captchaKey,
            })
          : await sessionApi.login(usernameLoginBody(values));
      session.setToken(token);
      const user = await loadUser();
      return { success: true, redirectTo: afterLoginPath(user, values.to) };
    } catch (error) {
      return { success: false, error: asError(error) };
    }
  },

  async logout() {
    const user = session.getUser();
    if (session.getToken()) await sessionApi.logout(user?.adminId).catch(() => undefined);
    session.clear();
    return { success: true, redirectTo: '/login' };
  },

  async check() {
    if (!session.getToken()) return { authenticated: false, redirectTo: loginRedirect() };
    if (session.getUser()) return { authenticated: true };
    // Computed before the call: an expired session navigates away while it is answered.
    const expired = loginRedirect('expired');
    const failed = loginRedirect('userInfo');
    try {
      await loadUser();
      return { authenticated: true };
    } catch (error) {
      if (isSessionEnd(error)) return { authenticated: false, redirectTo: expired };
      session.clear('userInfo');
      showMessage('error', t('auth.userInfoFailed'));
      return { authenticated: false, redirectTo: failed };
    }
  },

  async getIdentity() {
    return session.getUser();
  },

  async getPermissions() {
    return session.getUser()?.roles ?? [];
  },

  // The error catalogue already handles every session-ending answer.
  async onError() {
    return {};
  },
};
