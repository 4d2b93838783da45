import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { useReferenceSelect } from './useReferenceSelect';

type Labels = ReadonlyMap<string, string>;

/**
 * The labels of the option lists that cells show, by reference name. Cells only read them; one
 * loader per list fetches it (`ReferenceLabelsProvider`).
 */
function createLabelStore() {
  const wanted = new Set<string>();
  const labels = new Map<string, Labels>();
  const listeners = new Set<() => void>();
  let wantedList: readonly string[] = [];
  const notify = () => listeners.forEach((listener) => listener());
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    want(name: string) {
      if (wanted.has(name)) return;
      wanted.add(name);
      wantedList = [...wanted];
      notify();
    },
    wanted: () => wantedList,
    labelsOf: (name: string) => labels.get(name),
    put(name: string, options: readonly { value?: unknown; label?: unknown }[]) {
      labels.set(
        name,
        new Map(options.map((option) => [String(option.value), String(option.label)])),
      );
      notify();
    },
  };
}

type LabelStore = ReturnType<typeof createLabelStore>;

const LabelStoreContext = createContext<LabelStore | null>(null);

/** Fetches one option list through the same query as its selects, and hands its labels over. */
function ReferenceLoader({ name, store }: { name: string; store: LabelStore }) {
  const { options } = useReferenceSelect(name);
  useEffect(() => store.put(name, options), [name, options, store]);
  return null;
}

/**
 * Where cells find the names of the records they reference. A table of twenty rows may show a
 * reference in every row: each cell asking Refine's `useSelect` itself cost about 100 ms of a
 * cold list's first render. Here each option list has one `useSelect` (the query its selects
 * share, fetched once per session), and a cell only reads the labels.
 */
export function ReferenceLabelsProvider({ children }: { children: React.ReactNode }) {
  const [store] = useState(createLabelStore);
  const wanted = useSyncExternalStore(store.subscribe, store.wanted);
  return (
    <LabelStoreContext.Provider value={store}>
      {children}
      {wanted.map((name) => (
        <ReferenceLoader key={name} name={name} store={store} />
      ))}
    </LabelStoreContext.Provider>
  );
}

/**
 * The label of each value of an option list; a value itself while the list loads (or outside a
 * `ReferenceLabelsProvider`).
 */
export function useReferenceLabels(name: string, wanted: boolean): (value: unknown) => string {
  const store = useContext(LabelStoreContext);
  useEffect(() => {
    if (wanted) store?.want(name);
  }, [store, name, wanted]);
  const labels = useSyncExternalStore(store?.subscribe ?? noSubscription, () =>
    store?.labelsOf(name),
  );
  return (value) => labels?.get(String(value)) ?? String(value ?? '');
}

const noSubscription = () => () => undefined;

/** Where a value stands in its option list (-1 while the list loads, or when it is not listed). */
export function useReferencePosition(name: string): (value: unknown) => number {
  const store = useContext(LabelStoreContext);
  const labels = useSyncExternalStore(store?.subscribe ?? noSubscription, () =>
    store?.labelsOf(name),
  );
  return (value) => (labels ? [...labels.keys()].indexOf(String(value)) : -1);
}

/**
 * The label of a value of an option list, when that list has loaded (a spreadsheet export reads
 * the labels its list's cells already show), else undefined.
 */
export function useReferenceLabelLookup(): (name: string, value: unknown) => string | undefined {
  const store = useContext(LabelStoreContext);
  return (name, value) => store?.labelsOf(name)?.get(String(value));
}
