import { http } from 'msw';
import { findAccountByEmail, findAccountByUsername } from '../accounts';
import { createCaptcha, verifyCaptcha } from '../captcha';
import type { MailCodePurpose } from '../db';
import { EMAIL_FORMAT } from '../engine/validation';
import { checkMailCode, consumeMailCode, issueMailCode } from '../mailCodes';
import { getStore, saveStore } from '../store';
import { issueToken } from '../tokens';
import { demoErrors } from './errors';
import { fail, ok, readBody, text } from './http';
import { apiPath } from './routes';

/** Getting a captcha and logging in by username or by email code (main service). */
export const loginHandlers = [
  http.get(apiPath('main', '/login/getCaptcha'), () => {
    const captcha = createCaptcha(getStore());
    saveStore();
    return ok(captcha);
  }),

  http.post(apiPath('main', '/login/login'), async ({ request }) => {
    const body = await readBody(request);
    const db = getStore();
    const captchaPassed = verifyCaptcha(db, text(body.captchaKey), text(body.captcha));
    saveStore();
    if (!captchaPassed) return fail(request, demoErrors.captcha);
    const account = findAccountByUsername(db, text(body.username));
    if (!account || account.password !== body.password) {
      return fail(request, demoErrors.credentials);
    }
    const token = issueToken(db, account.info.adminId);
    saveStore();
    return ok({ token });
  }),

  http.post(apiPath('main', '/login/mailCode'), async ({ request }) => {
    const body = await readBody(request);
    const email = text(body.email);
    const purpose: MailCodePurpose = body.type === 'forgetPwd' ? 'forgetPwd' : 'login';
    const db = getStore();
    if (!EMAIL_FORMAT.test(email)) return fail(request, demoErrors.emailFormat);
    if (!findAccountByEmail(db, email)) return fail(request, demoErrors.unknownEmail);
    issueMailCode(db, email, purpose);
    saveStore();
    return ok(null);
  }),

  http.post(apiPath('main', '/login/loginByMail'), async ({ request }) => {
    const body = await readBody(request);
    const email = text(body.email);
    const db = getStore();
    const captchaPassed = verifyCaptcha(db, text(body.captchaKey), text(body.captcha));
    saveStore();
    if (!captchaPassed) return fail(request, demoErrors.captcha);
    if (!checkMailCode(db, email, 'login', text(body.code))) {
      return fail(request, demoErrors.mailCode);
    }
    const account = findAccountByEmail(db, email);
    if (!account) return fail(request, demoErrors.unknownEmail);
    consumeMailCode(db, email, 'login');
    const token = issueToken(db, account.info.adminId);
    saveStore();
    return ok({ token });
  }),
];
