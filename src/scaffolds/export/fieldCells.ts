import {
  browserOffset,
  dateCell,
  numberCell,
  percentCell,
  type ExportCell,
} from '@/engine/exportCell';
import type { TFunction } from '@/engine/text';
import type { FieldDef } from '@/engine/types';
import { fieldText } from '../fields/renderers';
import { asList, carriedName, missing } from '../fields/texts';

/** The label of a value of an option list, when the list is at hand. */
export type ReferenceLabelLookup = (ref: string, value: unknown) => string | undefined;

type Row = Record<string, unknown>;

/** A field holding an id (the record's own, or another's: `clientId`): text, every digit kept. */
const isIdField = (name: string, idField: string) => name === idField || /Id$/.test(name);

/**
 * A listed field's cell (not an amount's: see exportRows), by its type: days, months and moments
 * as dates (moments in the user's zone, as the list shows them), numbers and percentages as
 * numbers, ids as text; everything else as the text its cell shows, a reference by its name.
 */
export function fieldCellOf(
  name: string,
  field: FieldDef,
  idField: string,
  t: TFunction,
  labelOf: ReferenceLabelLookup,
): (record: Row) => ExportCell {
  switch (field.type) {
    case 'date':
    case 'month':
    case 'datetime':
      return (record) => dateCell(record[name], field.type as 'date', browserOffset);
    case 'number':
    case 'decimal':
      if (isIdField(name, idField)) break;
      return (record) => numberCell(record[name]);
    case 'percent':
      return (record) => percentCell(record[name]);
    case 'reference':
      return (record) => {
        const context = { name, field, value: record[name], record, t };
        if (missing(context.value)) return '';
        // As its cell shows it: the carried name, else its option list's label, else as sent.
        return (
          carriedName(context) ??
          asList(context.value)
            .map((value) => labelOf(field.ref!, value) ?? String(value))
            .join(', ')
        );
      };
  }
  return (record) => fieldText({ name, field, value: record[name], record, t });
}
