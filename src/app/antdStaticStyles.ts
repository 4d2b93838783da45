// antd 5 generates each component's CSS in JavaScript on first use. The build bakes those styles
// into CSS files (scripts/antdStyles.mjs); once a file is loaded, its cache map tells
// @ant-design/cssinjs which styles already exist, and cssinjs skips generating and injecting
// them. cssinjs reads such a map from its own internal module: `reset` is how it is set from
// code (the map is handed over per file, once that file is certainly loaded).
import { reset } from '@ant-design/cssinjs/es/util/cacheMapUtil';
import { consoleMap, coreMap, laterMap } from 'virtual:antd-styles/maps';

/** The styles of the core file (linked by the page itself) are there from the start. */
export function adoptCoreStyles(): void {
  reset({ ...coreMap }, true);
}

/** The console file loads with the console's code: its styles are there once that code runs. */
export function adoptConsoleStyles(): void {
  reset({ ...coreMap, ...consoleMap }, true);
}

let later: Promise<void> | undefined;

/**
 * The console's other styles (forms, drawers, pickers…), fetched once the first page is up so
 * that it does not wait for them. A component shown before they arrive is styled at run time.
 */
export function loadLaterStyles(): Promise<void> {
  later ??= import('virtual:antd-styles/later.css').then(
    () => reset({ ...coreMap, ...consoleMap, ...laterMap }, true),
    () => {
      later = undefined;
    },
  );
  return later;
}
