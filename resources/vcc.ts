import { defineResource } from '@/engine/define';
import { mediaPlatform } from '../schemas/enums';
import { vccCardSchema } from '../schemas/vccCard';
import { vccRecordSchema } from '../schemas/vccRecord';

// SPEC §7 names no virtual-card call: every path here mirrors its route (DESIGN §3).

/**
 * A card goes through SPEC §4's statuses in order: unbound (0) → opening (1) → bound (2) →
 * unbinding (3) → unbound again, released (4). Each step is confirmed and written to the card's
 * transactions (`/vcc/record`, the detail page's tab) by the backend.
 */
export const vcc = defineResource({
  name: 'vcc',
  route: '/vcc/list',
  subject: 'Vcc',
  schema: vccCardSchema,
  totals: { fields: ['cardLimit', 'balance'] },
  menu: { group: 'vcc', vcc: true, order: 10 },
  endpoints: { list: 'GET /vcc/list' },
  assumed: ['list'],
  exportable: true,
  actions: {
    openCard: {
      call: 'GET /vcc/open?cardId',
      when: { status: [0] },
      sets: { status: 1 },
      confirm: true,
    },
    bind: {
      call: 'POST /vcc/bind',
      when: { status: [1] },
      sets: { status: 2 },
      confirm: true,
      fields: {
        platform: { type: 'enum', enum: mediaPlatform, form: { required: true } },
        mediaAccountId: { type: 'text', form: { required: true, maxLength: 64 } },
      },
      refusals: [
        {
          code: 10861,
          rule: 'A card binds an ad account of its own client only (mediaAccountId).',
        },
        { code: 10862, rule: 'The ad account is on the platform chosen.' },
        {
          code: 10863,
          rule: 'An ad account another card holds (bound or unbinding) is not bound again.',
        },
      ],
    },
    unbind: {
      call: 'GET /vcc/unbind?cardId',
      when: { status: [2] },
      sets: { status: 3 },
      danger: true,
    },
    confirmUnbind: {
      call: 'GET /vcc/confirmUnbind?cardId',
      when: { status: [3] },
      sets: { status: 4 },
      confirm: true,
    },
  },
  detail: {
    sections: [
      {
        title: 'detail.vccCard.card',
        fields: ['cardNo', 'clientId', 'orgId', 'status', 'currency', 'cardLimit', 'balance'],
      },
      { title: 'detail.vccCard.binding', fields: ['platform', 'mediaAccountId', 'createTime'] },
    ],
    related: [{ resource: 'vccRecord', filters: { cardNo: 'cardNo' } }],
    progress: {
      field: 'status',
      steps: [
        { title: 'detail.vccCard.steps.unbound', states: [0] },
        { title: 'detail.vccCard.steps.opening', states: [1] },
        { title: 'detail.vccCard.steps.bound', states: [2] },
        { title: 'detail.vccCard.steps.unbinding', states: [3] },
        { title: 'detail.vccCard.steps.released', states: [4] },
      ],
    },
  },
});

export const vccRecord = defineResource({
  name: 'vccRecord',
  route: '/vcc/record',
  subject: 'Vcc',
  schema: vccRecordSchema,
  totals: { fields: ['amount'] },
  menu: { group: 'vcc', vcc: true, order: 20 },
  endpoints: { list: 'GET /vcc/record' },
  assumed: ['list'],
  exportable: true,
});
