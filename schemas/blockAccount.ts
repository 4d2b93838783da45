import { defineEnum, defineSchema } from '@/engine/define';
import { mediaPlatform } from './enums';

/**
 * Handling of a blocked account (assumed codes): 0 to be handled, 1 zeroing out, 2 balance
 * refunded, 3 restored.
 */
export const blockHandleStatus = defineEnum('blockHandleStatus', [
  { value: 0, color: 'warning' },
  { value: 1, color: 'processing' },
  { value: 2, color: 'success' },
  { value: 3, color: 'default' },
]);

/** An ad account blocked by its platform for a policy violation. */
export const blockAccountSchema = defineSchema({
  entity: 'blockAccount',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 90 } },
    mediaAccountId: { type: 'text', list: true, filter: true },
    accountName: { type: 'text', list: true },
    platform: { type: 'enum', enum: mediaPlatform, list: true, filter: true },
    clientId: { type: 'reference', ref: 'client', filter: 'search', show: true },
    clientName: { type: 'text', list: true },
    orgId: { type: 'reference', ref: 'org', filter: true, show: true },
    orgName: { type: 'text', list: true },
    blockReason: { type: 'text', list: true },
    currency: { type: 'text', list: true },
    balance: { type: 'money', currency: { field: 'currency' }, list: { sortable: true } },
    handleStatus: { type: 'enum', enum: blockHandleStatus, list: true, filter: true },
    blockTime: { type: 'datetime', list: { sortable: true }, filter: true },
  },
});
