/** A condition on another field of the same form: its value is one of these. */
export interface FieldCondition {
  field: string;
  values: readonly (string | number | boolean)[];
}

export interface FormOptions {
  required?: boolean;
  /** Amounts that cannot be empty or 0 (SPEC §5). */
  nonZero?: boolean;
  /** Only on create, or only on edit; both by default. */
  on?: 'create' | 'edit';
  /** Shown but not editable once the record exists. */
  readOnlyOnEdit?: boolean;
  /**
   * Upload kinds: 'image' (jpg/png ≤ 500 kB), 'document' (jpg, png, jpeg, pdf) or 'spreadsheet'
   * (xlsx only).
   */
  accept?: 'image' | 'document' | 'spreadsheet';
  /** Several values (enum/reference selects; several files for an upload). */
  multiple?: boolean;
  /** Uploads: at most this many files (with `multiple`). */
  maxCount?: number;
  /** Shown, checked and sent only while another field of the form holds one of these values. */
  showWhen?: FieldCondition;
  /** Required only while another field of the form holds one of these values. */
  requiredWhen?: FieldCondition;
  /**
   * Enum options offered according to another field's value (a platform's account types):
   * `{ field: 'platform', values: { Google: [1, 2], Facebook: [3] } }`; a value not listed offers
   * every option.
   */
  optionsBy?: { field: string; values: Record<string, readonly (string | number)[]> };
  /** Dates and months: not before the current month ('month') or today ('day'). */
  notBefore?: 'month' | 'day';
  /** Nested editors (type 'list'): at least / at most this many rows. */
  minRows?: number;
  maxRows?: number;
  /** Nested editors: row fields whose value may not repeat across rows (one ratio per region). */
  unique?: readonly string[];
  /** Nested editors: a row field that must rise from one row to the next (gradient tiers). */
  ascending?: string;
  /**
   * A reference chosen among the values the record holds in this field (an action that removes
   * one of an agent's MPMs offers only those it has).
   */
  within?: string;
  /** A value the create form starts with. */
  initial?: unknown;
  /**
   * Numbers and amounts: the smallest and largest value. By default a number, an amount or a
   * decimal is 0 or more (see `sign`), at most 999,999,999 (amounts: 9,999,999,999,999), and a
   * percentage 0 to 100.
   */
  min?: number;
  max?: number;
  /**
   * Numbers and amounts: 'any' lets a value be negative, 'negative' asks for 0 or less (SPEC §5:
   * the correction amount of a reduction; with `nonZero`, below 0). Default: 0 or more.
   */
  sign?: 'positive' | 'any' | 'negative';
  /** Numbers: whole numbers only (the default of `number`), or not. */
  integer?: boolean;
  /** Percentages and decimals: at most this many decimals (4 and 8 by default; amounts: their currency's). */
  decimals?: number;
  /** Text: at most / at least this many characters (defaults by type: docs/fields.md "Bounds"). */
  maxLength?: number;
  minLength?: number;
  /** Text: a format the value must match, and the translation key of the message refusing it. */
  pattern?: { regex: RegExp; message: string };
  /**
   * A minimum that depends on another field's value, e.g. a recharge of at least 300 USD or
   * 1 USDT: `{ field: 'currency', values: { USD: 300, USDT: 1 } }`.
   */
  minBy?: { field: string; values: Record<string, number> };
}
