import type KeyboardDropdown from './antdDropdown';

export type AntdDropdown = typeof KeyboardDropdown;

let loaded: AntdDropdown | null = null;
let loading: Promise<AntdDropdown> | null = null;

/** antd's Dropdown (with LazyDropdown's keyboard behaviour) once its chunk has loaded (null before). */
export const loadedDropdown = () => loaded;

/** Loads the dropdown's chunk once; a failed load is tried again on the next call. */
export function loadDropdown(): Promise<AntdDropdown> {
  loading ??= import('./antdDropdown').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
