// antd's Dropdown as a module of its own, for LazyDropdown to import when first opened: through
// antd's public entry, the bundle puts only the dropdown's own code in its chunk.
export { Dropdown as default } from 'antd';
