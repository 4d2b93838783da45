import type { BusinessRefusal } from '@/data/contract';
import type { FieldDef } from './fields';

/** A spreadsheet import: rows read in the browser, checked, then sent in one call. */
export interface ImportDef {
  /** The call that receives every row at once, as `{ rows: [...] }` (an assumed body). */
  call: string;
  /** The sheet's columns, in order, each checked like a form field. */
  fields: Record<string, FieldDef>;
  /** Refused from this day of the month after the rows' month on (SPEC §5: the 15th). */
  dueDay?: { field: string; day: number };
  /** Translation key of the button; default `imports.<name>`. */
  label?: string;
  /** The CASL action checked; default the import's name. */
  ability?: string;
  /** What a backend refuses a valid sheet with, by a business rule (as an action's). */
  refusals?: readonly BusinessRefusal[];
}
