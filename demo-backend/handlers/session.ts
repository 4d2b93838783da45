import { HttpResponse, http } from 'msw';
import { findAccountByEmail, findAccountById } from '../accounts';
import { checkMailCode, consumeMailCode } from '../mailCodes';
import { getStore, saveStore } from '../store';
import { accountOfToken, issueToken, revokeToken } from '../tokens';
import { demoErrors } from './errors';
import { fail, numberOf, ok, readBody, readToken, requireUser, text } from './http';
import { apiPath } from './routes';

/** SPEC §5: a password has at least 3 characters. */
const MIN_PASSWORD_LENGTH = 3;

/** The session once logged in: user info, identity switch, passwords, logout (main service). */
export const sessionHandlers = [
  http.get(apiPath('main', '/login/getAdminInfo'), ({ request }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    return ok(account.info);
  }),

  http.post(apiPath('main', '/login/switchAccount'), async ({ request }) => {
    const body = await readBody(request);
    const db = getStore();
    const account = accountOfToken(db, text(body.token) || readToken(request));
    const adminId = numberOf(body.adminId);
    const allowed = account?.info.roleList.some((role) => role.adminId === adminId);
    const target = allowed ? findAccountById(db, adminId) : undefined;
    if (!target) return fail(request, demoErrors.switchDenied);
    const token = issueToken(db, target.info.adminId);
    saveStore();
    return ok({ token });
  }),

  http.post(apiPath('main', '/login/setPwd'), async ({ request }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    const body = await readBody(request);
    if (body.oldPassword !== account.password) return fail(request, demoErrors.wrongPassword);
    const password = body.password;
    if (typeof password !== 'string' || password.length < MIN_PASSWORD_LENGTH) {
      return fail(request, demoErrors.passwordTooShort);
    }
    account.password = password;
    saveStore();
    return ok(null);
  }),

  http.post(apiPath('main', '/login/forgetPwd'), async ({ request }) => {
    const body = await readBody(request);
    const email = text(body.email);
    const db = getStore();
    if (!checkMailCode(db, email, 'forgetPwd', text(body.code))) {
      return fail(request, demoErrors.mailCode);
    }
    const account = findAccountByEmail(db, email);
    if (!account) return fail(request, demoErrors.unknownEmail);
    if (typeof body.password !== 'string' || body.password.length < MIN_PASSWORD_LENGTH) {
      return fail(request, demoErrors.passwordTooShort);
    }
    account.password = body.password;
    consumeMailCode(db, email, 'forgetPwd');
    saveStore();
    return ok(null);
  }),

  http.get(apiPath('main', '/login/logout'), ({ request }) => {
    revokeToken(getStore(), readToken(request));
    saveStore();
    return ok(null);
  }),
];
