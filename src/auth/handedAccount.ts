import {
  authEndpoints,
  baseUrls,
  headers,
  parseEndpoint,
  successCodes,
  type Language,
  type UserInfo,
} from '@/data/contract';
import { resolveUrl } from '@/data/http';
import { readUserInfo } from './userInfo';

/**
 * Whose session a token is (`GET /login/getAdminInfo` sent with that token alone, never with the
 * open session's), or null when it is no session's or the answer is not user info. Asked before
 * a token handed in an address may replace the open session.
 */
export async function accountOfToken(token: string, language: Language): Promise<UserInfo | null> {
  const { path } = parseEndpoint(authEndpoints.userInfo);
  try {
    const response = await fetch(resolveUrl(baseUrls.main, path), {
      headers: {
        [headers.token]: headers.tokenValue(token),
        [headers.language]: headers.languageValue(language),
      },
    });
    const answer = (await response.json()) as { code?: unknown; data?: unknown };
    if (!response.ok || !successCodes.main.has(Number(answer?.code))) return null;
    return readUserInfo(answer.data);
  } catch {
    return null;
  }
}
