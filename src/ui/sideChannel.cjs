'use strict';

// Stands in for the side-channel package that qs (used by Refine for URL state) requires: a store
// of values by key, objects held weakly. The package reaches the same with get-intrinsic,
// object-inspect and a dozen helpers (about 12 kB gz on every console page); every browser the
// console supports has WeakMap and Map (vite.config.ts aliases the package here).
module.exports = function getSideChannel() {
  let objects;
  let others;
  const isObject = (key) => (typeof key === 'object' && key !== null) || typeof key === 'function';
  const storeOf = (key) => (isObject(key) ? objects : others);
  const channel = {
    assert(key) {
      if (!channel.has(key)) throw new TypeError('Side channel does not contain the given key');
    },
    delete(key) {
      const store = storeOf(key);
      return store ? store.delete(key) : false;
    },
    get(key) {
      const store = storeOf(key);
      return store ? store.get(key) : undefined;
    },
    has(key) {
      const store = storeOf(key);
      return store ? store.has(key) : false;
    },
    set(key, value) {
      if (isObject(key)) (objects ??= new WeakMap()).set(key, value);
      else (others ??= new Map()).set(key, value);
    },
  };
  return channel;
};
