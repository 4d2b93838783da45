/**
 * The meta Refine is given for every declared resource (ConsoleApp.tsx): part of each of its
 * queries' keys, so the boot's prefetch (prefetchList.ts) builds its key with it too.
 */
export const refineResourceMeta = { hide: true } as const;
