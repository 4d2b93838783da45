/**
 * The boot screen's language (index.html holds its words in both, scripts/bootScreenPlugin.ts):
 * the first script shows the user's, before the console's code arrives, which on a slow network
 * takes a while. All it may know is what src/i18n/language.ts `storedLanguage` reads, and it
 * reads it the same way (tests/unit/app/bootScreen.test.ts): the choice remembered in
 * localStorage, else the browser's language. Imports nothing, so that it runs at once.
 */
export const BOOT_LANGUAGE_KEY = 'language';

export function bootLanguage(): 'cn' | 'en' {
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(BOOT_LANGUAGE_KEY);
  } catch {
    // Storage denied: the browser's language.
  }
  if (saved === 'cn' || saved === 'en') return saved;
  return /^zh/i.test(navigator.language ?? '') ? 'cn' : 'en';
}

/** Shows the boot screen's words in the user's language (while it is on screen). */
export function showBootScreen(root: ParentNode = document): void {
  root.querySelector('.boot')?.setAttribute('data-lang', bootLanguage());
}
