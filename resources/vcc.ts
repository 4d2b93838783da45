import { defineResource } from '@/engine/define';
import { vccCardSchema } from '../schemas/vccCard';
import { vccRecordSchema } from '../schemas/vccRecord';

export const vcc = defineResource({
  name: 'vcc',
  route: '/vcc/list',
  subject: 'Vcc',
  schema: vccCardSchema,
  totals: { fields: ['cardLimit', 'balance'] },
  menu: { group: 'vcc', vcc: true, order: 10 },
  endpoints: { list: 'GET /vcc/list' },
  assumed: ['list'],
  exportable: true,
});

export const vccRecord = defineResource({
  name: 'vccRecord',
  route: '/vcc/record',
  subject: 'Vcc',
  schema: vccRecordSchema,
  totals: { fields: ['amount'] },
  menu: { group: 'vcc', vcc: true, order: 20 },
  endpoints: { list: 'GET /vcc/record' },
  assumed: ['list'],
  exportable: true,
});
