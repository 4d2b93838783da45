/**
 * `load`, run once and its promise shared by every caller; a failed load is tried again at the
 * next call (a chunk that could not be fetched is not remembered as failed).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
