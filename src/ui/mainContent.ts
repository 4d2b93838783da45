/** The id of every page's main content: the skip link's target and focus's last resort. */
export const MAIN_CONTENT_ID = 'main-content';

export function focusMainContent() {
  document.getElementById(MAIN_CONTENT_ID)?.focus();
}
