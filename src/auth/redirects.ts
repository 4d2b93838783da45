import { saleAgentInfoRoute, type UserInfo } from '@/data/contract';
import { isDisguisedAddress } from '@/ui/addresses';
import { isBlockedSaleAgent } from './userLoader';

export const HOME_ROUTE = '/dashboard';

/**
 * Only an in-app path may be returned to after login: no other origin (`//x`, `/\\x`, which
 * browsers read as `//x`, control characters), not /login itself.
 */
export function safeReturnPath(to: string | null | undefined): string | null {
  if (!to || !to.startsWith('/') || isDisguisedAddress(to)) return null;
  try {
    const { origin } = window.location;
    const url = new URL(to, origin);
    if (url.origin !== origin || to.startsWith('//')) return null;
    const path = `${url.pathname}${url.search}${url.hash}`;
    return path.startsWith('/login') ? null : path;
  } catch {
    return null;
  }
}

export function afterLoginPath(user: UserInfo, to: string | null | undefined): string {
  if (isBlockedSaleAgent(user)) return saleAgentInfoRoute;
  return safeReturnPath(to) ?? HOME_ROUTE;
}
