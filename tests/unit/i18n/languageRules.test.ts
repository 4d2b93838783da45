import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@/data/contract';
import { browserLanguage, storedLanguage } from '@/i18n/language';
import { canSwitchLanguage, forcedLanguage } from '@/i18n/languageRules';
import cn from '../../../locales/cn.json';
import en from '../../../locales/en.json';

const user = (orgId: number, roles: string[]): UserInfo => ({
  adminId: 1,
  orgId,
  orgName: 'x',
  adminRole: 2,
  roles,
  roleList: [],
  name: 'x',
});

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('language rules (SPEC §1)', () => {
  it('forces Chinese on the main organisation', () => {
    expect(forcedLanguage(user(1, ['admin']))).toBe('cn');
    expect(canSwitchLanguage(user(1, ['BD']))).toBe(false);
  });

  it('forces English on a user whose only role is mediaAgent', () => {
    expect(forcedLanguage(user(1, ['mediaAgent']))).toBe('en');
    expect(forcedLanguage(user(5, ['mediaAgent']))).toBe('en');
  });

  it('lets users of other organisations choose', () => {
    expect(forcedLanguage(user(2, ['admin']))).toBeNull();
    expect(canSwitchLanguage(user(2, ['admin']))).toBe(true);
    expect(canSwitchLanguage(null)).toBe(true);
  });

  it('keeps the choice in localStorage and defaults from the browser language', () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('zh-CN');
    expect(browserLanguage()).toBe('cn');
    expect(storedLanguage()).toBe('cn');
    localStorage.setItem('language', 'en');
    expect(storedLanguage()).toBe('en');
    localStorage.setItem('language', 'fr');
    expect(storedLanguage()).toBe('cn');
  });
});

describe('locale files', () => {
  const keys = (o: object, prefix = ''): string[] =>
    Object.entries(o).flatMap(([k, v]) =>
      v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
    );

  it('have identical key sets', () => {
    expect(keys(cn).sort()).toEqual(keys(en).sort());
  });

  it('have no empty texts', () => {
    for (const file of [cn, en]) {
      for (const key of keys(file)) {
        const value = key
          .split('.')
          .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], file);
        expect(String(value).trim(), key).not.toBe('');
      }
    }
  });
});
