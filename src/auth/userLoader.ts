import { SALE_AGENT_ADMIN_ROLE, SALE_AGENT_INFO_INCOMPLETE, type UserInfo } from '@/data/contract';
import { showLanguage } from '@/i18n';
import { languageFor } from '@/i18n/languageRules';
import { session } from './session';
import { sessionApi } from './sessionApi';

let pending: Promise<UserInfo> | null = null;

/** Loads the user info; switches to the remembered identity first when the user has it. */
async function fetchUser(quiet?: 'refusals'): Promise<UserInfo> {
  let info = await sessionApi.userInfo(quiet);
  const remembered = session.getRole();
  const token = session.getToken();
  if (remembered && token && !info.roles.includes(remembered)) {
    const target = info.roleList?.find((item) => item.roleName === remembered);
    if (target) {
      const next = await sessionApi.switchAccount(token, target.adminId);
      session.setToken(next.token);
      info = await sessionApi.userInfo(quiet);
    }
  }
  // The user's language (forced, or their choice) is shown, its texts loaded, before the console
  // draws for them: a failure of its first calls is told in it, never in the browser's language.
  await showLanguage(languageFor(info)).catch(() => undefined);
  session.setUser(info);
  return info;
}

/** One load at a time, however many ask (the first says how a refusal is told). */
function load(quiet?: 'refusals'): Promise<UserInfo> {
  pending ??= fetchUser(quiet).finally(() => {
    pending = null;
  });
  return pending;
}

/**
 * Loads the user info, once however many guards ask. A refused load is said by whoever asked,
 * once: the login page ('failed to get user info, please log in again', SPEC §4, after the
 * boot's check), the login form, a form's own failure; not also in the data layer's toast. A
 * failure on the way and a session's end are shown by the data layer, as for any call.
 */
export function loadUser(): Promise<UserInfo> {
  return load('refusals');
}

/** Switch to another identity of a multi-role user (SPEC §6): new token, role remembered. */
export async function switchIdentity(adminId: number, roleName: string): Promise<UserInfo> {
  const token = session.getToken();
  if (!token) throw new Error('No session to switch');
  const next = await sessionApi.switchAccount(token, adminId);
  session.setToken(next.token);
  session.setRole(roleName);
  session.setUser(null);
  // Nothing else says a refusal here: the data layer shows it.
  return load();
}

/** A sales partner whose identity and bank information are incomplete is held on its info page. */
export function isBlockedSaleAgent(user: UserInfo | null): boolean {
  return (
    user?.adminRole === SALE_AGENT_ADMIN_ROLE &&
    user.saleAgentInfoStatus === SALE_AGENT_INFO_INCOMPLETE
  );
}
