import type { ComputedDef } from '../formula';
import type { FormOptions } from './formOptions';

/** The colours of a value's tag (antd's tag palette; src/scaffolds/fields/valueTag.css). */
export type TagColor =
  | 'default'
  | 'processing'
  | 'success'
  | 'warning'
  | 'error'
  | 'blue'
  | 'purple'
  | 'cyan'
  | 'green'
  | 'magenta'
  | 'red'
  | 'orange'
  | 'volcano'
  | 'geekblue'
  | 'lime'
  | 'gold';

/** An enumeration: each value with its translation key and badge colour (SPEC §3, §4). */
export interface EnumOption {
  value: string | number;
  color?: TagColor;
}
export interface EnumDef {
  /** Translation keys are `enums.<name>.<value>`. */
  name: string;
  options: readonly EnumOption[];
}

/**
 * An option list by name (src/engine/references.ts): currency, staff, bdStaff, opStaff, mpmStaff,
 * saleAgent, media, org, mediaAgent, client, and any a declaration adds (`defineReference`).
 */
export type ReferenceName = string;

/**
 * A field type by name (src/engine/fieldTypes.ts): text, textarea, number, money, percent, decimal,
 * enum, reference, date, datetime, month, email, mobile, boolean, tags, image, file, list (rows of
 * sub-fields), and any a
 * declaration adds (`defineFieldType`). A schema naming an unknown type is refused.
 */
export type FieldType = string;

export interface FieldDef {
  type: FieldType;
  /** Translation key of the label; default `fields.<entity>.<field>`. */
  label?: string;
  enum?: EnumDef;
  ref?: ReferenceName;
  /**
   * Money: the currency, either a fixed code ('USD') or `{ field }` naming the record's field that
   * holds it.
   */
  currency?: string | { field: string };
  /** A column of the list; the object form sets its width or sorting. */
  list?: boolean | { width?: number; sortable?: boolean };
  /**
   * A filter of the list: true picks the natural control for the type (text input, enum select,
   * reference select, date range). A reference to a searched option list (clients) is searched by
   * keyword as the user types; 'search' says so where it reads better in a declaration. A text
   * field's 'search' filter with a searched `ref` suggests its values from it as the user types
   * (client names from `GET /client/getAllClientName`), and filters by the text chosen.
   */
  filter?: boolean | 'search';
  /** A field of the create/edit form. */
  form?: boolean | FormOptions;
  /** Shown on the details view (default: when listed or in the form). */
  show?: boolean;
  /**
   * A nested editor (type 'list'): the fields of each of its rows (any type, a 'list' too). Their
   * labels default to `<the list's label key>Row.<row field>` (`fields.mediaAgent.serviceFeesRow.
   * feeRate`); their `form` options (required, notBefore…) are checked row by row.
   */
  of?: Record<string, FieldDef>;
  /**
   * A read-only value computed from the record's other fields, e.g. SPEC §9's overspend estimate
   * `{ formula: 'systemConsume - theoreticalRecharge' }` or a rate
   * `{ formula: 'clicks / impressions * 100', round: 2 }` (src/engine/formula.ts: + − × ÷ and
   * parentheses in exact decimals, rounded half away from zero to `round` decimals). The console
   * shows it from its inputs, never a form input; the demo backend stores it by the same formula.
   */
  computed?: ComputedDef;
  /** Amounts above this are shown as a warning (SPEC §9: an overspend estimate above 0.01). */
  warnAbove?: string;
}

export interface SchemaDef {
  /** Name used for translation keys (`fields.<entity>.*`). */
  entity: string;
  /** The id field of a record. */
  id: string;
  /** The field that names a record in messages (a batch's skipped rows…); default its id. */
  title?: string;
  fields: Record<string, FieldDef>;
}
