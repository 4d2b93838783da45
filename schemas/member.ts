import { defineSchema } from '@/engine/define';
import { enabledStatus, yesNo } from './enums';

/** A member (staff user) of the organisation. */
export const memberSchema = defineSchema({
  entity: 'member',
  id: 'adminId',
  fields: {
    adminId: { type: 'number', list: { width: 90 } },
    name: { type: 'text', list: true, filter: true, form: { required: true } },
    // The roles come from GET /admin/user/roleList (the `memberRole` option list), named as
    // every screen names roles; a role the console does not know by the backend's name.
    role: {
      type: 'reference',
      ref: 'memberRole',
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
