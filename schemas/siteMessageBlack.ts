import { defineSchema } from '@/engine/define';

/** A client that receives no site messages (news blacklist). */
export const siteMessageBlackSchema = defineSchema({
  entity: 'siteMessageBlack',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 80, sortable: true } },
    clientId: { type: 'reference', ref: 'client', filter: true, form: { required: true } },
    clientName: { type: 'text', list: true },
    remark: { type: 'textarea', list: true, form: true },
    creatorId: { type: 'reference', ref: 'staff', filter: true },
    creatorName: { type: 'text', list: true },
    createTime: { type: 'datetime', list: { sortable: true }, filter: true },
  },
});
