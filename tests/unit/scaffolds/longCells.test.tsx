import { render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { defineSchema } from '@/engine/define';
import '@/scaffolds/fields/renderers';
import { useFieldColumns } from '@/scaffolds/list/useFieldColumns';

const schema = defineSchema({
  entity: 'longCellFixture',
  id: 'id',
  fields: {
    id: { type: 'number', list: true },
    name: { type: 'text', list: true },
  },
});

describe('a long value in a list', () => {
  it('is held to its column, the whole of it in the title', () => {
    const { result } = renderHook(() => useFieldColumns(schema, []));
    const name = result.current.find((column) => column.key === 'name')!;
    const cell = (value: string) =>
      render(<>{name.render!(value, { id: 1, name: value }, 0) as ReactNode}</>).container;
    const long = 'x'.repeat(10000);
    const held = cell(long).querySelector('.cell-long');
    expect(held).not.toBeNull();
    expect(held).toHaveAttribute('title', long);
    expect(cell('Acme Ltd').querySelector('.cell-long')).toBeNull();
  });
});
