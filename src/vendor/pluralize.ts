/**
 * Stands in for the `pluralize` package, which Refine imports only for the default English
 * plural and singular of resource names in labels it would make up itself. The console names
 * every resource through its own texts (`routes.<name>`, `entities.<entity>`), in Chinese and
 * English, so those labels are never shown; the package would add 2 kB (gzip) to every page
 * (scripts/libraryPatches.ts replaces it).
 */
const pluralize = {
  plural: (word: string): string => word,
  singular: (word: string): string => word,
};

export default pluralize;
