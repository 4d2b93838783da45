import { defineSchema } from '@/engine/define';
import { enabledStatus, memberRole, yesNo } from './enums';

/** A member (staff user) of the organisation. */
export const memberSchema = defineSchema({
  entity: 'member',
  id: 'adminId',
  fields: {
    adminId: { type: 'number', list: { width: 90 } },
    name: { type: 'text', list: true, filter: true, form: { required: true } },
    role: {
      type: 'enum',
      enum: memberRole,
      list: true,
      filter: true,
      form: { required: true },
    },
    isTeamLeader: { type: 'enum', enum: yesNo, list: true, form: { required: true } },
    email: { type: 'email', list: true, form: { required: true } },
    mobile: { type: 'mobile', list: true, form: true },
    status: { type: 'enum', enum: enabledStatus, list: true, filter: true },
    createTime: { type: 'datetime', list: { sortable: true } },
  },
});
