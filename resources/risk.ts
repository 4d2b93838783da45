import { defineResource } from '@/engine/define';
import { riskWarningSchema } from '../schemas/riskWarning';

/**
 * Finance risk warnings (SPEC §2, §7: `/risk/list`, `/risk/details`). Opening one's details is
 * reading it; the ones not yet read pop up after login (`GET /risk/adminPopupRisk`,
 * src/layout/riskPopup), each read only after its 5-second countdown (SPEC §5, §9).
 */
export const riskWarning = defineResource({
  name: 'riskWarning',
  route: '/risk/list',
  subject: 'RiskWarning',
  schema: riskWarningSchema,
  menu: { group: 'finance', org: 1, order: 5 },
  endpoints: { list: 'GET /risk/list', one: 'GET /risk/details?id' },
  detail: {
    sections: [
      {
        title: 'detail.riskWarning.warning',
        fields: ['title', 'level', 'clientName', 'createTime'],
      },
      { title: 'detail.riskWarning.content', fields: ['content'] },
    ],
    history: false,
  },
});
