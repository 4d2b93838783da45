// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@/data/contract';
import type { TFunction } from '@/engine/text';
import { changeLanguage, currentLanguage, i18n, showLanguage, t } from '@/i18n';
import { languageFor } from '@/i18n/languageRules';
import { refineI18nProvider } from '@/i18n/refineI18nProvider';

const user = (orgId: number, roles: string[]): UserInfo => ({
  adminId: 1,
  orgId,
  orgName: 'x',
  adminRole: 2,
  roles,
  roleList: [],
  name: 'x',
});

/** localStorage as the browser keeps it, for this file's node environment. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const browserAsks = (language: string) => vi.stubGlobal('navigator', { language });

/** What LanguageEnforcer does when the signed-in user changes. */
const enforce = (who: UserInfo | null) => showLanguage(languageFor(who));

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  browserAsks('en-US');
});
afterEach(() => vi.unstubAllGlobals());

describe('the language rules, on i18next (SPEC §1)', () => {
  it("shows the browser's language when nothing was chosen", async () => {
    browserAsks('zh-CN');
    await enforce(null);
    expect(i18n.language).toBe('cn');
    expect(currentLanguage()).toBe('cn');
    expect(t('login.title')).toBe('登录');
    browserAsks('fr-FR');
    await enforce(null);
    expect(i18n.language).toBe('en');
    expect(t('login.title')).toBe('Log in');
  });

  it('shows the remembered choice over the browser language', async () => {
    browserAsks('zh-CN');
    localStorage.setItem('language', 'en');
    await enforce(null);
    expect(i18n.language).toBe('en');
    await changeLanguage('cn');
    expect(localStorage.getItem('language')).toBe('cn');
    await enforce(user(2, ['admin']));
    expect(t('login.title')).toBe('登录');
  });

  it('forces Chinese on the main organisation without replacing the choice', async () => {
    localStorage.setItem('language', 'en');
    await enforce(user(1, ['admin']));
    expect(i18n.language).toBe('cn');
    expect(t('language.switch')).toBe('语言');
    expect(localStorage.getItem('language')).toBe('en');
    // Logged out: the choice comes back.
    await enforce(null);
    expect(i18n.language).toBe('en');
    expect(t('language.switch')).toBe('Language');
  });

  it('forces English on a user whose only role is mediaAgent', async () => {
    localStorage.setItem('language', 'cn');
    await enforce(user(5, ['mediaAgent']));
    expect(i18n.language).toBe('en');
    await enforce(user(1, ['mediaAgent']));
    expect(t('login.title')).toBe('Log in');
    expect(localStorage.getItem('language')).toBe('cn');
    // Another role beside it: the choice again (or Chinese in the main organisation).
    await enforce(user(5, ['mediaAgent', 'BD']));
    expect(i18n.language).toBe('cn');
  });

  it("tells react-i18next's listeners of a change only, and hands Refine the same texts", async () => {
    await enforce(null);
    const listener = vi.fn();
    i18n.on('languageChanged', listener);
    await enforce(null);
    expect(listener).not.toHaveBeenCalled();
    await enforce(user(1, ['admin']));
    expect(listener).toHaveBeenCalledTimes(1);
    i18n.off('languageChanged', listener);
    expect(refineI18nProvider.getLocale()).toBe('cn');
    expect(refineI18nProvider.translate('login.title')).toBe('登录');
    expect(refineI18nProvider.translate('list.total', { count: 1 })).toBe('共 1 条');
    expect(refineI18nProvider.translate('nowhere.key', undefined, 'Fallback')).toBe('Fallback');
    expect(refineI18nProvider.translate('nowhere.key', 'Fallback')).toBe('Fallback');
  });

  it("gives a translate function the engine's type takes", () => {
    const engineT: TFunction = i18n.t;
    const fixed: TFunction = i18n.getFixedT('en');
    expect(engineT('nowhere.key', { defaultValue: 'Default' })).toBe('Default');
    expect(fixed('list.total', { count: 2 })).toBe('2 records');
  });
});
