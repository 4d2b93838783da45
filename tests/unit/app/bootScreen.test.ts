// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_LANGUAGE_KEY, bootLanguage, showBootScreen } from '@/app/bootScreen';
import { storageKeys } from '@/data/contract';
import { storedLanguage } from '@/i18n/language';
import cn from '../../../locales/cn.json';
import en from '../../../locales/en.json';
import { BOOT_TEXTS_MARK, bootTextsHtml } from '../../../scripts/bootScreenPlugin';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the boot screen', () => {
  it('chooses the language as the console does, from what it may know before the app', () => {
    expect(BOOT_LANGUAGE_KEY).toBe(storageKeys.language);
    for (const browser of ['zh-CN', 'zh-TW', 'en-US', 'fr', '']) {
      vi.spyOn(navigator, 'language', 'get').mockReturnValue(browser);
      for (const saved of [null, 'cn', 'en', 'de', '']) {
        if (saved === null) localStorage.removeItem(storageKeys.language);
        else localStorage.setItem(storageKeys.language, saved);
        expect([browser, saved, bootLanguage()]).toEqual([browser, saved, storedLanguage()]);
      }
    }
  });

  it('holds the product, "loading" and "slow" in both languages, from the locales', () => {
    const html = readFileSync('index.html', 'utf8');
    expect(html).toContain(BOOT_TEXTS_MARK);
    document.body.innerHTML = html
      .slice(html.indexOf('<div id="root">'), html.indexOf('</body>'))
      .replace(BOOT_TEXTS_MARK, bootTextsHtml({ cn: cn.app, en: en.app }));
    for (const [code, texts] of [
      ['cn', cn.app],
      ['en', en.app],
    ] as const) {
      const block = document.querySelector(`.boot-texts[data-lang="${code}"]`)!;
      expect(block.textContent).toBe(`${texts.title}${texts.loading}${texts.slow}`);
      expect(block.querySelector('.boot-slow')?.textContent).toBe(texts.slow);
    }
  });

  it('shows the remembered language (else the browser’s) as soon as the first script runs', () => {
    document.body.innerHTML = `<div id="root"><div class="boot">${bootTextsHtml({ cn: cn.app, en: en.app })}</div></div>`;
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('zh-CN');
    showBootScreen();
    expect(document.querySelector('.boot')!.getAttribute('data-lang')).toBe('cn');
    localStorage.setItem(storageKeys.language, 'en');
    showBootScreen();
    expect(document.querySelector('.boot')!.getAttribute('data-lang')).toBe('en');
  });
});
