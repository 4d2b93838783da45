import { mainApi } from '@/data';
import {
  authEndpoints,
  parseEndpoint,
  type CaptchaPayload,
  type ForgotPasswordBody,
  type LoginByMailBody,
  type LoginByNameBody,
  type MailCodeBody,
  type SetPasswordBody,
  type TokenPayload,
  type UserInfo,
} from '@/data/contract';
import { readDomainBrand, type DomainBrand } from './domainBrand';
import { readUserInfo } from './userInfo';

/** The login and session calls of SPEC §7 on the main service. */
export const sessionApi = {
  captcha: () => mainApi.call<CaptchaPayload>(authEndpoints.captcha),
  // Quiet: a refused login is said once, above the login form (LoginPage, H5Login), not also in a
  // toast of the data layer's.
  login: (body: LoginByNameBody) =>
    mainApi.call<TokenPayload>(authEndpoints.login, { ...body }, true),
  mailCode: (body: MailCodeBody) => mainApi.call(authEndpoints.mailCode, { ...body }),
  loginByMail: (body: LoginByMailBody) =>
    mainApi.call<TokenPayload>(authEndpoints.loginByMail, { ...body }, true),
  /** `'refusals'`: a refusal is said by the caller alone (userLoader.ts). */
  userInfo: (quiet?: 'refusals'): Promise<UserInfo> =>
    mainApi.call(authEndpoints.userInfo, undefined, quiet).then(readUserInfo),
  switchAccount: (token: string, adminId: number) =>
    mainApi.call<TokenPayload>(authEndpoints.switchAccount, { token, adminId }),
  setPassword: (body: SetPasswordBody) => mainApi.call(authEndpoints.setPassword, { ...body }),
  forgotPassword: (body: ForgotPasswordBody) =>
    mainApi.call(authEndpoints.forgotPassword, { ...body }),
  /** Ends `token` at the server; sent with it, since the session may already be cleared here. */
  logout(token: string, userId?: number) {
    const { method, path } = parseEndpoint(authEndpoints.logout);
    return mainApi.request({ method, path, data: { userId }, quiet: true, token });
  },
  /** Quiet: a failure leaves the product's own brand and shows nothing. */
  orgByDomain: (domain: string): Promise<DomainBrand | null> =>
    mainApi.call(authEndpoints.orgByDomain, { domain }, true).then(readDomainBrand),
};
