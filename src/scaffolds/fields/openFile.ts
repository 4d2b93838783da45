/**
 * Whether a file is opened by the page rather than by following its link: in demo mode the
 * demo's files are answered by its service worker, which does not answer a page load, so those
 * on the console's own origin are fetched and shown from memory.
 */
export function opensInPage(url: string): boolean {
  return (
    import.meta.env.VITE_DEMO === '1' &&
    new URL(url, window.location.href).origin === window.location.origin
  );
}

/** Opens a file (an http(s) address: `safeUrl`, src/ui/addresses.ts) in a new tab, fetched by the page. */
export async function openFile(url: string): Promise<void> {
  // Opened before the file is read: a tab opened later is taken for a pop-up and blocked.
  const tab = window.open('', '_blank');
  const blob = await (await fetch(url)).blob();
  const objectUrl = URL.createObjectURL(blob);
  if (tab) tab.location.href = objectUrl;
  else window.open(objectUrl, '_blank');
}
