import { describe, expect, it } from 'vitest';
import type { FormRule as Rule } from 'antd';
import {
  emailRule,
  isEmail,
  passwordRule,
  requiredRule,
  usernameLoginBody,
} from '@/auth/validation';
import { changeLanguage } from '@/i18n';

/** A rule given as an object (not as a function of the form). */
type RuleObject = Exclude<Rule, (...args: never[]) => unknown>;

async function check(rule: Rule, value: unknown): Promise<string | null> {
  const validator = (rule as RuleObject).validator!;
  try {
    await validator({} as never, value, () => undefined);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('login validation', () => {
  it('trims the username (not the password)', () => {
    expect(
      usernameLoginBody({
        username: '  admin ',
        password: ' pw ',
        captcha: ' ab12 ',
        captchaKey: 'k',
      }),
    ).toEqual({ username: 'admin', password: ' pw ', captcha: 'ab12', captchaKey: 'k' });
  });

  it('answers "X cannot be empty" for a blank required field, in both languages', async () => {
    await changeLanguage('en');
    expect(await check(requiredRule('login.username'), '   ')).toBe('Username cannot be empty');
    expect(await check(requiredRule('login.username'), 'admin')).toBeNull();
    await changeLanguage('cn');
    expect(await check(requiredRule('login.captcha'), '')).toBe('验证码不能为空');
    await changeLanguage('en');
  });

  it('needs at least 3 password characters', async () => {
    expect(await check(passwordRule, 'ab')).toBe('The password must have at least 3 characters');
    expect(await check(passwordRule, 'abc')).toBeNull();
  });

  it('checks the email format', async () => {
    expect(isEmail('a@b.co')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
    expect(isEmail('a b@c.com')).toBe(false);
    expect(await check(emailRule, 'nope')).toBe('Incorrect email format');
    expect(await check(emailRule, 'ops@demo.adconsole.test')).toBeNull();
  });
});
