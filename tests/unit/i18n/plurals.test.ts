// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { TFunction } from '@/engine/text';
import { i18n } from '@/i18n';
import cn from '../../../locales/cn.json';
import en from '../../../locales/en.json';

// The app's instance, both languages' texts loaded (tests/setup.ts).
const english: TFunction = i18n.getFixedT('en');
const chinese: TFunction = i18n.getFixedT('cn');

const FORM = /_(zero|one|two|few|many|other)$/;
const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
/** The text at a dotted key. */
const textOf = (texts: object, key: string): unknown =>
  key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], texts);
/** Every text chosen by a count, by its key without the form, with the forms of each language. */
function plurals(texts: object): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const key of keys(texts).filter((key) => FORM.test(key))) {
    const base = key.replace(FORM, '');
    found.set(base, [...(found.get(base) ?? []), key.slice(base.length + 1)].sort());
  }
  return found;
}

describe('texts with a count (i18next plural forms)', () => {
  it('are in English in the singular for one, in the plural otherwise', () => {
    expect(english('list.total', { count: 1 })).toBe('1 record');
    expect(english('list.total', { count: 0 })).toBe('0 records');
    expect(english('list.total', { count: 48 })).toBe('48 records');
    expect(english('imports.done', { count: 1 })).toBe('Imported 1 row');
    expect(english('imports.invalid', { count: 2 })).toBe('2 problems found; nothing was sent');
    expect(english('upload.tooMany', { count: 1 })).toBe('At most 1 file');
    expect(english('rowsEditor.minRows', { field: 'Steps', count: 1 })).toBe(
      'Steps needs at least 1 row',
    );
    expect(english('list.batchSkipped', { count: 1 })).toBe(
      '1 selected row does not qualify and is left out:',
    );
    expect(english('bounds.tooLong', { field: 'Name', count: 50 })).toBe(
      'Name can have at most 50 characters',
    );
    expect(english('validation.decimals', { field: 'Rate', count: 1 })).toBe(
      'Rate has at most 1 decimal',
    );
    expect(english('palette.count', { count: 1 })).toBe('1 result');
  });

  it('are in Chinese in one form for every count', () => {
    // `cn` is not a code Intl knows (it answers with the runtime's language, English here): the
    // instance counts Chinese by Chinese rules, which have no singular.
    expect(new Intl.PluralRules('cn').select(1)).toBe('one');
    expect(chinese('list.total', { count: 1 })).toBe('共 1 条');
    expect(chinese('list.total', { count: 48 })).toBe('共 48 条');
    expect(chinese('imports.done', { count: 1 })).toBe('已导入 1 行');
    expect(chinese('upload.tooMany', { count: 1 })).toBe('最多上传 1 个文件');
    expect(chinese('validation.passwordMin', { count: 6 })).toBe('密码不能少于6位');
  });

  it('have both forms in both languages, the same text in Chinese, and no text without a form', () => {
    const inEnglish = plurals(en);
    const inChinese = plurals(cn);
    const [englishKeys, chineseKeys] = [keys(en), keys(cn)];
    expect([...inEnglish.keys()].sort()).toEqual([...inChinese.keys()].sort());
    expect(inEnglish.size).toBeGreaterThan(0);
    for (const [base, forms] of inEnglish) {
      expect(forms, base).toEqual(['one', 'other']);
      // Chinese has one plural form: i18next reads `_other`; `_one` keeps the key sets alike.
      expect(inChinese.get(base), base).toEqual(['one', 'other']);
      expect(textOf(cn, `${base}_one`), base).toBe(textOf(cn, `${base}_other`));
      expect(englishKeys, base).not.toContain(base);
      expect(chineseKeys, base).not.toContain(base);
    }
  });

  it('show the count and never the key, in both languages, whatever the count', () => {
    for (const base of plurals(en).keys()) {
      for (const t of [english, chinese]) {
        for (const count of [0, 1, 2, 21]) {
          const text = t(base, { count, field: 'F', action: 'A', currency: 'USD', from: 3, to: 5 });
          expect(text, base).not.toContain(base);
          expect(text, base).not.toMatch(/\{\{/);
          expect(text, base).toContain(String(count));
        }
      }
    }
  });

  it('leave a text without plural forms as it is when given a count', () => {
    expect(english('siteMessages.unread', { count: 1 })).toBe('Unread messages: 1');
    expect(chinese('list.selected', { count: 1 })).toBe('已选 1 项');
  });
});
