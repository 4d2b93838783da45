import type { ComponentType } from 'react';

/** A step of a step form; `title` is a translation key. */
export interface FormStep {
  title: string;
  fields: readonly string[];
}

/** How a resource's create/edit form is laid out. */
export interface FormDef {
  /** Steps with their fields, validated one by one, then a review step; submit at the end. */
  steps?: readonly FormStep[];
  /**
   * A hand-written panel under the create form's fields, given the values as they are typed
   * (what no field can show: the top-up's fees). Loaded with the form, never with the list.
   */
  summary?: () => Promise<{ default: ComponentType<{ values: Record<string, unknown> }> }>;
  /** After a create succeeds, the new record's details open in place of the form (to follow it). */
  afterCreate?: 'show';
}

/** The details drawer of a record: a panel of its own, and how it follows a record that moves. */
export interface ShowDef {
  /** A hand-written panel under the details, given the record (a deposit address and its QR). */
  panel?: () => Promise<{ default: ComponentType<{ record: Record<string, unknown> }> }>;
  /** The record is asked for again every `every` ms while its fields hold one of `when`'s values. */
  poll?: { when: Record<string, readonly (string | number)[]>; every: number };
}
