import { defineEnum, defineSchema } from '@/engine/define';

/**
 * A sales partner's cooperation state (SPEC §4 approval, refuse, stop). Codes assumed:
 * 0 pending review, 1 approved, 2 refused, 3 stopped.
 */
export const saleAgentStatus = defineEnum('saleAgentStatus', [
  { value: 0, color: 'processing' },
  { value: 1, color: 'success' },
  { value: 2, color: 'error' },
  { value: 3, color: 'default' },
]);

/**
 * What `POST /saleAgent/checkRegister` found of a registration (answer assumed:
 * `{ checkResult, checkRemark }`): 1 nothing against it, 2 its mobile, identity number or bank
 * account is another partner's, 3 its identity or bank information is incomplete.
 */
export const saleAgentCheckResult = defineEnum('saleAgentCheckResult', [
  { value: 1, color: 'success' },
  { value: 2, color: 'error' },
  { value: 3, color: 'warning' },
]);

/** A sales partner (SPEC §3: saleAgentSN, saleAgentName) with its identity and bank information. */
export const saleAgentSchema = defineSchema({
  entity: 'saleAgent',
  id: 'saleAgentId',
  fields: {
    saleAgentId: { type: 'number', list: { width: 90, sortable: true } },
    saleAgentSN: { type: 'text', list: true, filter: true },
    saleAgentName: { type: 'text', list: true, filter: true, form: { required: true } },
    mobile: { type: 'mobile', list: true, filter: true, form: { required: true } },
    email: { type: 'email', list: true, form: true },
    inviteCode: { type: 'text', list: true },
    clientCount: { type: 'number', list: { sortable: true } },
    status: { type: 'enum', enum: saleAgentStatus, list: true, filter: true },
    realName: { type: 'text', form: { required: true } },
    idNumber: { type: 'text', form: { required: true } },
    bankName: { type: 'text', form: { required: true } },
    bankAccountName: { type: 'text', form: { required: true } },
    bankAccount: { type: 'text', form: { required: true } },
    reason: { type: 'textarea', show: true },
    // The registration check's answer, shown in its dialog (the `checkRegister` action).
    checkResult: { type: 'enum', enum: saleAgentCheckResult },
    checkRemark: { type: 'text' },
    createTime: { type: 'datetime', list: { sortable: true }, filter: true },
  },
});
