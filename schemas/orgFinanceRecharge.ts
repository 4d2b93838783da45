import { defineEnum, defineSchema } from '@/engine/define';
import { payChannelType } from './optionPayChannel';

/** The currencies a reseller's wallet is recharged in (SPEC §5, §9). */
export const rechargeCurrency = defineEnum('rechargeCurrency', [
  { value: 'USD', color: 'blue' },
  { value: 'USDT', color: 'green' },
]);

/** The networks a USDT recharge may be sent on (SPEC §9: TRC20). */
export const usdtNetwork = defineEnum('usdtNetwork', [{ value: 'TRC20', color: 'green' }]);

/** The tax of a bank transfer the payer chooses (SPEC §9: 1.1 % or 6.72 %; see rechargeFees.ts). */
export const transferTax = defineEnum('transferTax', [
  { value: 1, color: 'blue' },
  { value: 2, color: 'purple' },
]);

/** A wallet recharge: awaiting payment, credited, failed, expired (codes assumed). */
export const rechargeStatus = defineEnum('rechargeStatus', [
  { value: 0, color: 'processing' },
  { value: 1, color: 'success' },
  { value: 2, color: 'error' },
  { value: 3, color: 'default' },
]);

/** A recharge of a reseller's own wallet (/orgFinance/walletPay). */
export const orgFinanceRechargeSchema = defineSchema({
  entity: 'orgFinanceRecharge',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 80, sortable: true } },
    rechargeSn: { type: 'text', list: true, filter: true },
    orgId: { type: 'reference', ref: 'org' },
    currency: {
      type: 'enum',
      enum: rechargeCurrency,
      list: true,
      filter: true,
      form: { required: true, initial: 'USD' },
    },
    // Dollars come by bank transfer, online payment or card (schemas/cardPayment.ts), USDT by
    // its own channel (SPEC §9).
    payMethod: {
      type: 'enum',
      enum: payChannelType,
      list: true,
      filter: true,
      form: {
        required: true,
        initial: 1,
        optionsBy: { field: 'currency', values: { USD: [1, 2, 4], USDT: [3] } },
      },
    },
    // The chain a USDT recharge is sent on: TRC20 only today (SPEC §9).
    network: {
      type: 'enum',
      enum: usdtNetwork,
      show: true,
      form: {
        showWhen: { field: 'currency', values: ['USDT'] },
        requiredWhen: { field: 'currency', values: ['USDT'] },
      },
    },
    // Which of SPEC §9's two bank transfer taxes applies (schemas/rechargeFees.ts).
    transferTax: {
      type: 'enum',
      enum: transferTax,
      show: true,
      form: {
        initial: 1,
        showWhen: { field: 'payMethod', values: [1] },
        requiredWhen: { field: 'payMethod', values: [1] },
      },
    },
    // SPEC §5: a single recharge is at least 300 USD; USDT at least 1. USDT is credited 1:1 into
    // the dollar wallet, kept in cents: more decimals are refused rather than rounded away.
    amount: {
      type: 'money',
      currency: { field: 'currency' },
      list: { sortable: true },
      form: {
        required: true,
        nonZero: true,
        decimals: 2,
        minBy: { field: 'currency', values: { USD: 300, USDT: 1 } },
      },
    },
    status: { type: 'enum', enum: rechargeStatus, list: true, filter: true },
    remark: { type: 'textarea', form: true },
    createTime: { type: 'datetime', list: { sortable: true }, filter: true },
  },
});
