import { preloadable } from './preloadable';
import { loadConsoleTexts } from '@/i18n';

/** A module of the console, ready once the console's texts are loaded too. */
function withConsoleTexts<T>(module: Promise<T>): Promise<T> {
  return Promise.all([module, loadConsoleTexts()]).then(([loaded]) => loaded);
}

/** The signed-in console: its code and its texts, fetched in parallel. */
export const ConsoleEntry = preloadable(() => withConsoleTexts(import('./ConsoleApp')));
