import { defineSchema } from '@/engine/define';
import { readStatus } from './enums';
import { recEnvType } from './siteMessage';

/** A site message as one user received it (message centre): a send item of SPEC §3. */
export const siteMessageReceiptSchema = defineSchema({
  entity: 'siteMessageReceipt',
  id: 'id',
  title: 'title',
  fields: {
    id: { type: 'number', show: true },
    siteMsgId: { type: 'number', show: true },
    recId: { type: 'number' },
    recEnvType: { type: 'enum', enum: recEnvType },
    title: { type: 'text', list: true, filter: true },
    // Shown by the details drawer's panel (src/pages/news/ReadOnOpen.tsx), as text.
    content: { type: 'textarea' },
    status: { type: 'enum', enum: readStatus, list: { width: 100 }, filter: true },
    sendTime: { type: 'datetime', list: { sortable: true }, filter: true },
  },
});
