// Stands in for the resize-observer-polyfill package that antd's components import: every browser
// the console supports has ResizeObserver, so the polyfill's 3 kB are not shipped
// (scripts/libraryPatches.ts puts it in the package's place).
export default globalThis.ResizeObserver;
