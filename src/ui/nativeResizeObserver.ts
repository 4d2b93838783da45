// Stands in for the resize-observer-polyfill package that antd's components import: every browser
// the console supports has ResizeObserver, so the polyfill's 3 kB are not shipped
// (vite.config.ts aliases the package here).
export default globalThis.ResizeObserver;
