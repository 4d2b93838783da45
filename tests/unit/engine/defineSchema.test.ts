// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defineSchema } from '@/engine/define';
import type { FieldDef } from '@/engine/types';

const schemaWith = (field: FieldDef) => () =>
  defineSchema({ entity: 'thing', id: 'id', fields: { id: { type: 'number' }, value: field } });

describe('a schema declaration', () => {
  it('is refused with an unknown field type or option list', () => {
    expect(schemaWith({ type: 'colour' })).toThrow('thing.value: unknown field type "colour"');
    expect(schemaWith({ type: 'reference', ref: 'planet' })).toThrow(
      'thing.value: unknown reference "planet"',
    );
  });

  it("is refused with a 'search' filter over a list fetched whole", () => {
    expect(schemaWith({ type: 'reference', ref: 'staff', filter: 'search' })).toThrow(
      "thing.value: a 'search' filter needs a searched option list",
    );
    expect(schemaWith({ type: 'reference', ref: 'client', filter: 'search' })).not.toThrow();
  });
});
