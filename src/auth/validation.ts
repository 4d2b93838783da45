import type { FormRule as Rule } from 'antd';
import { t } from '@/i18n';

/** Password minimum length (SPEC §5, §9). */
export const PASSWORD_MIN_LENGTH = 3;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (value: string): boolean => EMAIL.test(value.trim());
export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || String(value).trim() === '';

/** 'X cannot be empty', with X the translated field label. */
export function requiredRule(labelKey: string): Rule {
  return {
    validator: (_, value) =>
      isBlank(value)
        ? Promise.reject(new Error(t('validation.required', { field: t(labelKey) })))
        : Promise.resolve(),
  };
}

export const emailRule: Rule = {
  validator: (_, value) =>
    isBlank(value) || isEmail(String(value))
      ? Promise.resolve()
      : Promise.reject(new Error(t('validation.email'))),
};

export const passwordRule: Rule = {
  validator: (_, value) =>
    isBlank(value) || String(value).length >= PASSWORD_MIN_LENGTH
      ? Promise.resolve()
      : Promise.reject(new Error(t('validation.passwordMin', { count: PASSWORD_MIN_LENGTH }))),
};

/** The confirmation must equal the field it confirms. */
export function sameAsRule(otherField: string): Rule {
  return ({ getFieldValue }) => ({
    validator: (_, value) =>
      isBlank(value) || value === getFieldValue(otherField)
        ? Promise.resolve()
        : Promise.reject(new Error(t('validation.passwordMismatch'))),
  });
}

/** The body sent for a username login: the username is trimmed (SPEC §5). */
export function usernameLoginBody(values: {
  username: string;
  password: string;
  captcha: string;
  captchaKey: string;
}) {
  return {
    username: values.username.trim(),
    password: values.password,
    captcha: values.captcha.trim(),
    captchaKey: values.captchaKey,
  };
}
