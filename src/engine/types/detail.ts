/** A titled group of fields on a detail page; `title` is a translation key. */
export interface DetailSection {
  title: string;
  fields: readonly string[];
}

/** A list shown as a tab of a detail page, filtered by the record. */
export interface DetailRelated {
  /** The resource listed (by name). */
  resource: string;
  /** The list's filters and the record's fields they take: `{ clientId: 'clientId' }`. */
  filters: Record<string, string>;
  /** Translation key of the tab; default `routes.<resource>`. */
  label?: string;
}

/** A stage of a record's progress: the states of its state field that belong to it. */
export interface ProgressStep {
  /** Translation key of the stage's title. */
  title: string;
  states: readonly (string | number)[];
}

/**
 * Where a record stands (SPEC §4's work-order steps): its state field's values grouped into
 * ordered stages. The page marks the stage of the current state, says what the state means, and
 * dates each stage reached by its history: who acted, when, with which reason.
 */
export interface DetailProgress {
  /** The state field (an enum). */
  field: string;
  steps: readonly ProgressStep[];
  /** States that end the record unsuccessfully: their stage is marked as failed. */
  failed?: readonly (string | number)[];
}

/** A detail page of a resource's records, at `<list route's folder>/detail/:id`. */
export interface DetailDef {
  sections: readonly DetailSection[];
  related?: readonly DetailRelated[];
  /** The record's history from `GET /actionLog/list` (default true). */
  history?: boolean;
  /** Its stages, above the sections. */
  progress?: DetailProgress;
  /**
   * A route declared elsewhere that names the record by another field (SPEC's
   * `/news/detail/{applySn}`: `{ route: '/news/detail/:applySn', key: 'applySn' }`): no route is
   * derived, rows link there by that field, and that route's resource (its `parent` this one, its
   * `paramFilters` the key, its page the engine's) shows the record.
   */
  at?: { route: string; key: string };
}
