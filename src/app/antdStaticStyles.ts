// antd 5 generates each component's CSS in JavaScript on first use. The build bakes those styles
// into CSS files (scripts/antdStyles.mjs); once a file is loaded, its cache map tells
// @ant-design/cssinjs which styles already exist, and cssinjs skips generating and injecting
// them. cssinjs reads such a map from its own internal module: `reset` is how it is set from
// code (the map is handed over per file, once that file is certainly loaded).
import { reset } from '@ant-design/cssinjs/es/util/cacheMapUtil';
import { consoleMap, coreMap } from 'virtual:antd-styles/maps';

/** The styles of the core file (linked by the page itself) are there from the start. */
export function adoptCoreStyles(): void {
  reset({ ...coreMap }, true);
}

/** The console file loads with the console's code: its styles are there once that code runs. */
export function adoptConsoleStyles(): void {
  reset({ ...coreMap, ...consoleMap }, true);
}
