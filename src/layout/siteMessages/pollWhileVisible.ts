/**
 * Runs `task` now and then every `intervalMs` while the page is visible; nothing runs while it is
 * hidden. When the page becomes visible again and a run is due, it runs at once.
 * Returns the function that stops it.
 */
export function pollWhileVisible(
  task: () => void,
  intervalMs: number,
  doc: Document = document,
): () => void {
  let lastRun = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const stopTimer = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const schedule = (delay: number) => {
    stopTimer();
    timer = setTimeout(tick, delay);
  };
  function tick() {
    timer = undefined;
    if (doc.visibilityState === 'hidden') return;
    const wait = lastRun + intervalMs - Date.now();
    if (wait > 0) {
      schedule(wait);
      return;
    }
    lastRun = Date.now();
    schedule(intervalMs);
    task();
  }
  const onVisibilityChange = () => {
    if (doc.visibilityState === 'hidden') stopTimer();
    else tick();
  };

  doc.addEventListener('visibilitychange', onVisibilityChange);
  tick();
  return () => {
    doc.removeEventListener('visibilitychange', onVisibilityChange);
    stopTimer();
  };
}
