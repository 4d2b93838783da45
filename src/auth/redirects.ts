import { saleAgentInfoRoute, type UserInfo } from '@/data/contract';
import { isBlockedSaleAgent } from './userLoader';

export const HOME_ROUTE = '/dashboard';

/** Only an in-app path may be returned to after login (no other origin, not /login itself). */
export function safeReturnPath(to: string | null | undefined): string | null {
  if (!to || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/login')) return null;
  return to;
}

export function afterLoginPath(user: UserInfo, to: string | null | undefined): string {
  if (isBlockedSaleAgent(user)) return saleAgentInfoRoute;
  return safeReturnPath(to) ?? HOME_ROUTE;
}
