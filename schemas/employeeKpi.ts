import { defineSchema } from '@/engine/define';
import { spendTargetFields } from './clientKpi';
import { memberRole } from './enums';

const kpiFields = {
  id: { type: 'number', show: true },
  month: { type: 'month', list: { sortable: true }, filter: true },
  ...spendTargetFields,
  targetClientCount: { type: 'number', list: true },
  newClientCount: { type: 'number', list: true },
} as const;

/** A staff member's monthly target (spend and new clients) and what was reached. */
export const employeeKpiSchema = defineSchema({
  entity: 'employeeKpi',
  id: 'id',
  fields: {
    ...kpiFields,
    adminId: { type: 'reference', ref: 'staff', filter: true },
    adminName: { type: 'text', list: true },
    role: { type: 'enum', enum: memberRole, list: true, filter: true },
  },
});

/** The same targets seen by their owner (own KPI): no staff columns or filters. */
export const ownKpiSchema = defineSchema({
  entity: 'employeeKpi',
  id: 'id',
  fields: kpiFields,
});
