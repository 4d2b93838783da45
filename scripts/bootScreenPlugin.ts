import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Where index.html takes the boot screen's texts. */
export const BOOT_TEXTS_MARK = '<!-- boot-texts -->';

const LANGUAGES = [
  { code: 'cn', lang: 'zh-CN' },
  { code: 'en', lang: 'en' },
] as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface AppTexts {
  title: string;
  loading: string;
  slow: string;
}

type BootTexts = Record<(typeof LANGUAGES)[number]['code'], AppTexts>;

/** The `app` texts of each language, from the locale files of the project at `root`. */
function readBootTexts(root: string): BootTexts {
  const read = (code: string) =>
    (
      JSON.parse(readFileSync(resolve(root, 'locales', `${code}.json`), 'utf8')) as {
        app: AppTexts;
      }
    ).app;
  return { cn: read('cn'), en: read('en') };
}

/**
 * The boot screen's words in each language, from the locales (`app.title`, `app.loading`,
 * `app.slow`), written into index.html: the product, that it is loading, and after 10 s (CSS,
 * src/app/boot.css) that the connection is slow. The first script shows the user's language
 * (src/app/bootScreen.ts); until then, none.
 */
export function bootTextsHtml(all: BootTexts): string {
  return LANGUAGES.map(({ code, lang }) => {
    const texts = all[code];
    return [
      `<div class="boot-texts" lang="${lang}" data-lang="${code}">`,
      `<p class="boot-product">${escapeHtml(texts.title)}</p>`,
      `<p>${escapeHtml(texts.loading)}</p>`,
      `<p class="boot-slow" role="status">${escapeHtml(texts.slow)}</p>`,
      `</div>`,
    ].join('');
  }).join('\n        ');
}

export function bootScreen(): Plugin {
  let root = process.cwd();
  return {
    name: 'boot-screen',
    configResolved(config) {
      root = config.root;
    },
    // Read at each transform: the dev server shows edited texts at the next load.
    transformIndexHtml: (html) => html.replace(BOOT_TEXTS_MARK, bootTextsHtml(readBootTexts(root))),
  };
}
