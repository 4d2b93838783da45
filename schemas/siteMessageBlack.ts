import { defineSchema } from '@/engine/define';

/** A person who receives no site messages (news blacklist): publication skips them. */
export const siteMessageBlackSchema = defineSchema({
  entity: 'siteMessageBlack',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 80, sortable: true } },
    recId: { type: 'reference', ref: 'staff', filter: true, form: { required: true } },
    recName: { type: 'text', list: true },
    remark: { type: 'textarea', list: true, form: true },
    creatorId: { type: 'reference', ref: 'staff', filter: true },
    creatorName: { type: 'text', list: true },
    createTime: { type: 'datetime', list: { sortable: true }, filter: true },
  },
});
