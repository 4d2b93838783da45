// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defineSchema } from '@/engine/define';
import type { TFunction } from '@/engine/text';
import { exportRows } from '@/scaffolds/exportXlsx';
import { clientType } from '../../../schemas/clientEnums';
import '@/scaffolds/fields/renderers';

const t = ((key: string) => key) as unknown as TFunction;

const schema = defineSchema({
  entity: 'exportReferenceFixture',
  id: 'id',
  fields: {
    id: { type: 'number', list: true },
    clientType: { type: 'reference', ref: clientType, list: true },
    bd: { type: 'reference', ref: 'bdStaff', list: true },
  },
});

const clientTypes: Record<string, string> = { '1': 'Direct client', '2': 'Agency client' };
const labelOf = (ref: string, value: unknown) =>
  ref === 'clientType' ? clientTypes[String(value)] : undefined;

describe('spreadsheet exports of references', () => {
  it('write the name a cell shows: the carried name, else the option list’s label, else the value as sent', () => {
    const { body } = exportRows(
      schema,
      [
        { id: 1, clientType: 2, bd: 7, bdName: 'Li Chen' },
        { id: 2, clientType: 9, bd: 8 },
        { id: 3, clientType: null, bd: '' },
      ],
      t,
      labelOf,
    );
    expect(body).toEqual([
      ['1', 'Agency client', 'Li Chen'],
      ['2', '9', '8'],
      ['3', '', ''],
    ]);
  });
});
