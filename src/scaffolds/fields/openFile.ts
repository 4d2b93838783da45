/**
 * Opens a file in a new tab. Browsers refuse to open data URLs (the demo backend's answers) as a
 * page, so those are opened as a blob of the same content.
 */
export async function openFile(url: string): Promise<void> {
  if (!url.startsWith('data:')) {
    window.open(url, '_blank', 'noopener,noreferrer');
    return;
  }
  // Opened before the blob is read: a tab opened later is taken for a pop-up and blocked.
  const tab = window.open('', '_blank');
  const blob = await (await fetch(url)).blob();
  const objectUrl = URL.createObjectURL(blob);
  if (tab) tab.location.href = objectUrl;
  else window.open(objectUrl, '_blank');
}
