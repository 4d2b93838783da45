import { defineSchema } from '@/engine/define';
import {
  checkoutPeriod,
  enabledStatus,
  mediaPlatform,
  rebateMode,
  rebatePeriod,
  region,
} from './enums';

/**
 * A media agent: the agency of a media platform the accounts are bought through, with its
 * contract terms (SPEC §3). Status: 1 open, 0 closed (the open and close actions of SPEC §4).
 */
export const mediaAgentSchema = defineSchema({
  entity: 'mediaAgent',
  id: 'mediaAgentId',
  title: 'mediaAgentName',
  fields: {
    mediaAgentId: { type: 'number', list: { width: 90, sortable: true } },
    mediaAgentSN: { type: 'text', list: true, filter: true },
    mediaAgentName: {
      type: 'text',
      list: { sortable: true },
      filter: true,
      form: { required: true },
    },
    platform: {
      type: 'enum',
      enum: mediaPlatform,
      list: true,
      filter: true,
      form: { required: true },
    },
    contractEntityName: { type: 'text', list: true, form: { required: true } },
    checkoutPeriod: {
      type: 'enum',
      enum: checkoutPeriod,
      list: true,
      filter: true,
      form: { required: true },
    },
    currency: { type: 'reference', ref: 'currency', list: true, form: { required: true } },
    paymentDays: { type: 'number', list: true, form: { min: 0, max: 365 } },
    creditLimit: { type: 'money', currency: { field: 'currency' }, list: true, form: true },
    minDeposit: { type: 'money', currency: { field: 'currency' }, show: true, form: true },
    // SPEC §5: defaults to 0 USD and cannot be edited after submission.
    openingFee: {
      type: 'money',
      currency: 'USD',
      show: true,
      form: { initial: 0, readOnlyOnEdit: true, min: 0 },
    },
    // The terms in effect, as the backend derives them from the policies below (read only).
    serviceFee: { type: 'percent', list: true },
    rebateMode: { type: 'enum', enum: rebateMode, list: true, filter: true },
    effectiveMonth: { type: 'month', list: true },
    // SPEC §5: the fee rates over time; an effective time is this month or later, and one rate a month.
    serviceFees: {
      type: 'list',
      list: true,
      form: { unique: ['effectiveTime'] },
      of: {
        effectiveTime: { type: 'month', form: { required: true, notBefore: 'month' } },
        feeRate: { type: 'percent', form: { required: true, min: 0, max: 100 } },
      },
    },
    // SPEC §3, §5: rebate policies (single, gradient, channel), one per effective time; a single
    // or channel policy gives one ratio per region, a gradient one tier per line, rising.
    rebatePolicies: {
      type: 'list',
      list: true,
      form: { unique: ['effectiveTime'] },
      of: {
        effectiveTime: { type: 'month', form: { required: true, notBefore: 'month' } },
        rebateMode: { type: 'enum', enum: rebateMode, form: { required: true } },
        rebatePeriod: { type: 'enum', enum: rebatePeriod, form: { required: true } },
        regionRatios: {
          type: 'list',
          form: {
            unique: ['region'],
            minRows: 1,
            showWhen: { field: 'rebateMode', values: [1, 3] },
          },
          of: {
            region: { type: 'enum', enum: region, form: { required: true } },
            ratio: { type: 'percent', form: { required: true, min: 0, max: 100 } },
          },
        },
        gradient: {
          type: 'list',
          form: {
            ascending: 'threshold',
            minRows: 2,
            showWhen: { field: 'rebateMode', values: [2] },
          },
          of: {
            threshold: { type: 'money', currency: 'USD', form: { required: true, min: 0 } },
            ratio: { type: 'percent', form: { required: true, min: 0, max: 100 } },
          },
        },
      },
    },
    status: { type: 'enum', enum: enabledStatus, list: true, filter: true },
    // The media platform managers (MPM) of the agent (add/remove MPM actions).
    mpmIds: { type: 'reference', ref: 'mpmStaff', list: true, form: { multiple: true } },
    createTime: { type: 'datetime', list: { sortable: true } },
    // The Google MCC authorisation link (SPEC §7 ggAuthUtl), answered by the authLink action.
    authUrl: { type: 'text' },
  },
});
