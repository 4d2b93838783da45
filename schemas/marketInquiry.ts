import { defineEnum, defineSchema } from '@/engine/define';
import { mediaPlatform } from './enums';

/** Where a market inquiry came from (values assumed). */
export const inquirySource = defineEnum('inquirySource', [
  { value: 1, color: 'blue' },
  { value: 2, color: 'purple' },
  { value: 3, color: 'green' },
  { value: 4, color: 'magenta' },
  { value: 5, color: 'orange' },
]);

/** Follow-up state of a market inquiry (values assumed). */
export const inquiryStatus = defineEnum('inquiryStatus', [
  { value: 0, color: 'processing' },
  { value: 1, color: 'warning' },
  { value: 2, color: 'success' },
  { value: 3, color: 'default' },
]);

/** A prospective client's inquiry from a marketing channel (market inquiry). */
export const marketInquirySchema = defineSchema({
  entity: 'marketInquiry',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 80, sortable: true } },
    companyName: { type: 'text', list: true, filter: true },
    contactName: { type: 'text', list: true, filter: true },
    mobile: { type: 'mobile', list: true, filter: true },
    email: { type: 'email', list: true },
    source: { type: 'enum', enum: inquirySource, list: true, filter: true },
    mediaPlatform: { type: 'enum', enum: mediaPlatform, list: true, filter: true },
    industry: { type: 'text', list: true },
    targetRegion: { type: 'text', list: true },
    monthlyBudget: { type: 'money', currency: 'USD', list: { sortable: true } },
    status: { type: 'enum', enum: inquiryStatus, list: true, filter: true },
    bdId: { type: 'reference', ref: 'staff', filter: true },
    bdName: { type: 'text', list: true },
    remark: { type: 'textarea', show: true },
    createTime: { type: 'datetime', list: { sortable: true }, filter: true },
  },
});
