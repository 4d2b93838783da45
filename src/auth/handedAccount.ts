import { mainApi } from '@/data';
import { authEndpoints, parseEndpoint, type UserInfo } from '@/data/contract';
import { readUserInfo } from './userInfo';

/**
 * Whose session a token is (`GET /login/getAdminInfo` sent with that token alone, never with the
 * open session's, through the data layer's client and read as every user info is), or null when
 * it is no session's or the answer is not user info. Quiet: nothing shows, and the open session
 * is not ended by another token's answer. Asked before a token handed in an address may replace
 * the open session.
 */
export async function accountOfToken(token: string): Promise<UserInfo | null> {
  const { method, path } = parseEndpoint(authEndpoints.userInfo);
  try {
    return readUserInfo(await mainApi.request({ method, path, quiet: true, token }));
  } catch {
    return null;
  }
}
