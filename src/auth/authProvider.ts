import type { AuthProvider } from '@refinedev/core';
import { isApiError } from '@/data/apiError';
import { sessionEndCodes } from '@/data/contract';
import { loginRedirect } from './loginRedirect';
import { forgetDrafts } from './formDrafts';
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

/** An answer that ends the session: a session code, or HTTP 401 (SPEC §8). */
function isSessionEnd(error: unknown): boolean {
  if (!isApiError(error) || error.code === null) return false;
  return error.kind === 'http' ? error.code === 401 : sessionEndCodes.main.has(error.code);
}

/** A gateway's "try again" (src/data/http.ts sends reads again on these): no refusal. */
const GATEWAY_BUSY = new Set([502, 503, 504]);

/**
 * The server answered and refused the user info (HTTP 500, a business error): SPEC §4's failed
 * load, which clears the token. A failure on the way (no network, a timeout, a busy gateway, an
 * answer that cannot be read) says nothing of the session: it is kept, and a retry offered.
 */
function isRefusal(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'envelope') return true;
  return error.kind === 'http' && error.code !== null && !GATEWAY_BUSY.has(error.code);
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
      // Another user's drafts never reach this one (a machine staff share).
      forgetDrafts(user.adminId);
      return { success: true, redirectTo: afterLoginPath(user, values.to) };
    } catch (error) {
      return { success: false, error: asError(error) };
    }
  },

  async logout() {
    const token = session.getToken();
    const user = session.getUser();
    // A logout leaves nothing typed behind (drafts kept for a session's expiry included).
    forgetDrafts();
    // Cleared here first, which tells the other tabs (src/app/tabSync.ts), then ended at the
    // server: none of their calls meanwhile is refused and taken for an expired session.
    session.clear();
    if (token) await sessionApi.logout(token, user?.adminId).catch(() => undefined);
    return { success: true, redirectTo: '/login' };
  },

  async check() {
    if (!session.getToken()) return { authenticated: false, redirectTo: loginRedirect() };
    if (session.getUser()) return { authenticated: true };
    // Computed before the call: an expired session navigates away while it is answered.
    const expired = loginRedirect('expired');
    try {
      await loadUser();
      return { authenticated: true };
    } catch (error) {
      if (isSessionEnd(error)) return { authenticated: false, redirectTo: expired };
      if (isRefusal(error)) {
        // The login page says 'failed to get user info, please log in again' (LoginNotice).
        const to = loginRedirect('userInfo');
        session.clear('userInfo');
        return { authenticated: false, redirectTo: to };
      }
      // A network failure or an unreadable answer ends nothing: the guard offers a retry.
      return { authenticated: false, error: asError(error) };
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
