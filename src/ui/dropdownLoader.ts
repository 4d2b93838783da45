import type KeyboardDropdown from './antdDropdown';
import { loadOnce } from './loadOnce';

export type AntdDropdown = typeof KeyboardDropdown;

let loaded: AntdDropdown | null = null;

/** antd's Dropdown (with LazyDropdown's keyboard behaviour) once its chunk has loaded (null before). */
export const loadedDropdown = () => loaded;

/** Loads the dropdown's chunk once; a failed load is tried again on the next call. */
export const loadDropdown = loadOnce<AntdDropdown>(() =>
  import('./antdDropdown').then((module) => (loaded = module.default)),
);
