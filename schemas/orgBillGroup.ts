import { defineSchema } from '@/engine/define';
import { billGroupFields } from './clientBillGroup';

/** The statement generation record of the reseller bills (each run's bills in one currency). */
export const orgBillGroupSchema = defineSchema({
  entity: 'orgBillGroup',
  id: 'id',
  fields: billGroupFields,
});
