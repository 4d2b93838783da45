import type { ComponentType, ReactNode } from 'react';
import type { FormRule } from 'antd';
import type { TFunction } from './text';
import type { FieldDef } from './types';

/**
 * How a list filters by a field, which also decides how the filter travels in the URL and to the
 * backend: `contains` text, `eq` one value (or several, comma-separated), `range` a from–to of
 * days (`<field>Start`/`<field>End`), `month` one 'YYYY-MM'; false: not filterable.
 */
export type FilterKind = 'contains' | 'eq' | 'range' | 'month' | false;

/**
 * How the backend keeps a value: the demo backend reads, generates and filters values by it, so
 * a new field type only names the storage it shares with an existing one.
 */
export type Storage =
  | 'text'
  | 'number'
  | 'decimal'
  | 'seconds'
  | 'month'
  | 'flag'
  | 'enum'
  | 'reference'
  | 'list'
  | 'rows'
  | 'file';

/** What a cell, a details row or a spreadsheet is given to show one value. */
export interface FieldValueContext {
  /** The field's name in its schema (references show the `<name>Name` beside them). */
  name: string;
  field: FieldDef;
  value: unknown;
  record: Record<string, unknown>;
  t: TFunction;
  /** The field's translated label, where the value is shown under it (an image's `alt`). */
  label?: string;
}

/** The props a form or filter input gets: Form.Item's value, onChange and id, and the field. */
export interface FieldInputProps {
  field: FieldDef;
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
  disabled?: boolean;
  /** The currency shown beside an amount. */
  currency?: string;
  /** The record the form is about (an action's), when there is one. */
  record?: Record<string, unknown>;
  'aria-label'?: string;
}

/**
 * A field type. The engine's core part (filter and storage) is known wherever lists are read,
 * including the boot's list prefetch; the parts that draw (render, text, inputs) are registered
 * by the modules that load with the pages drawing them. A declaration adds a type with
 * `defineFieldType` (src/engine/define.ts) and may give every part at once.
 */
export interface FieldTypeDef {
  filter: FilterKind;
  storage: Storage;
  /** Numbers and amounts read right-aligned in tables. */
  align?: 'right';
  /** The value in a table cell or a details view. */
  render?: (context: FieldValueContext) => ReactNode;
  /**
   * The value on its own (a details view, a form's review), where there is room for more than a
   * cell; defaults to `render`.
   */
  detail?: (context: FieldValueContext) => ReactNode;
  /** The value as plain text (spreadsheets, row names). */
  text?: (context: FieldValueContext) => string;
  /** The form input. */
  Input?: ComponentType<FieldInputProps>;
  /** The filter input (defaults to the form input). */
  FilterInput?: ComponentType<FieldInputProps>;
  /** A record's value as the form holds it (dates as dayjs…). */
  toForm?: (value: unknown, field: FieldDef) => unknown;
  /** A form value as it is sent (dates as text…). */
  toPayload?: (value: unknown, field: FieldDef) => unknown;
  /** A filter input's value as the filter's value (text as typed, months as 'YYYY-MM'…). */
  toFilter?: (value: unknown, field: FieldDef) => string | string[] | undefined;
  /** A filter's value (from the URL) as the filter input holds it. */
  fromFilter?: (value: string | string[], field: FieldDef) => unknown;
  /** Checks of the type's own on a form value (an email's format…), besides the field's. */
  rules?: FormRule[];
}

const registry = new Map<string, FieldTypeDef>();

/**
 * Adds a field type, or parts of one: later calls add the parts they give (the list page adds
 * how built-in types render, the form drawer adds their inputs).
 */
export function registerFieldType(name: string, parts: Partial<FieldTypeDef>): void {
  const known = registry.get(name);
  if (!known && (parts.filter === undefined || parts.storage === undefined)) {
    throw new Error(`Field type "${name}" must first be registered with its filter and storage`);
  }
  registry.set(name, { ...known, ...parts } as FieldTypeDef);
}

export function isFieldType(name: string): boolean {
  return registry.has(name);
}

/** A registered field type; unknown types are refused when a schema is declared. */
export function fieldTypeOf(field: Pick<FieldDef, 'type'>): FieldTypeDef {
  const type = registry.get(field.type);
  if (!type) throw new Error(`Unknown field type "${field.type}"`);
  return type;
}

/** The built-in types (docs/fields.md "Field types"): filter and storage. */
const builtIn: Record<string, Pick<FieldTypeDef, 'filter' | 'storage' | 'align'>> = {
  text: { filter: 'contains', storage: 'text' },
  textarea: { filter: 'contains', storage: 'text' },
  email: { filter: 'contains', storage: 'text' },
  mobile: { filter: 'contains', storage: 'text' },
  number: { filter: 'eq', storage: 'number', align: 'right' },
  money: { filter: 'eq', storage: 'decimal', align: 'right' },
  percent: { filter: 'eq', storage: 'decimal', align: 'right' },
  decimal: { filter: 'eq', storage: 'decimal', align: 'right' },
  enum: { filter: 'eq', storage: 'enum' },
  reference: { filter: 'eq', storage: 'reference' },
  date: { filter: 'range', storage: 'seconds' },
  datetime: { filter: 'range', storage: 'seconds' },
  month: { filter: 'month', storage: 'month' },
  boolean: { filter: 'eq', storage: 'flag' },
  tags: { filter: 'contains', storage: 'list' },
  image: { filter: false, storage: 'file' },
  file: { filter: false, storage: 'file' },
  // A nested editor: rows of the fields its `of` declares, kept as an array of row objects.
  list: { filter: false, storage: 'rows' },
};
for (const [name, type] of Object.entries(builtIn)) registerFieldType(name, type);
