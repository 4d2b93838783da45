import { defineEnum, defineSchema } from '@/engine/define';
import { siteMessageStatus } from './enums';
import { formattedTextType, recipientsType } from './fieldTypes';

/**
 * Where a site message is delivered (the `recEnvType` of its send items, SPEC §3): this console
 * or the client portal. Values assumed.
 */
export const recEnvType = defineEnum('recEnvType', [
  { value: 'admin', color: 'blue' },
  { value: 'client', color: 'green' },
]);

/** A site message as the news management pages write and review it (admin service). */
export const siteMessageSchema = defineSchema({
  entity: 'siteMessage',
  id: 'id',
  title: 'title',
  fields: {
    id: { type: 'number', list: { width: 80, sortable: true } },
    applySn: { type: 'text', list: true, filter: true },
    title: { type: 'text', list: true, filter: true, form: { required: true } },
    // Shown as text (never as HTML), its line breaks kept: nothing in it can run or style the page.
    // Light Markdown, shown formatted and safely (schemas/fieldTypes.ts).
    content: { type: formattedTextType, show: true, form: { required: true, maxLength: 5000 } },
    // Keys of the `getSelTree` nodes chosen: organisations, roles, people (assumed field).
    recipients: { type: recipientsType, form: { required: true } },
    recipientNames: { type: 'textarea', show: true },
    recEnvType: {
      type: 'enum',
      enum: recEnvType,
      list: true,
      filter: true,
      form: { required: true, initial: 'admin' },
    },
    status: { type: 'enum', enum: siteMessageStatus, list: true, filter: true },
    rejectReason: { type: 'text', show: true },
    publishTime: { type: 'datetime', list: { sortable: true }, filter: true },
    creatorId: { type: 'reference', ref: 'staff', filter: true },
    creatorName: { type: 'text', list: true },
    createTime: { type: 'datetime', list: { sortable: true } },
  },
});
