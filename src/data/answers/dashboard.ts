import type { HandWrittenAnswer } from '../handWrittenAnswers';
import type { RecordShape } from '../normalise';

// What each dashboard card's answer holds (assumed), read by src/pages/dashboard/dashboardApi.ts.
export const consumptionShape: RecordShape = {
  currency: 'text',
  today: 'decimal',
  yesterday: 'decimal',
  week: 'decimal',
  month: 'decimal',
  quarter: 'decimal',
  year: 'decimal',
};
export const goalShape: RecordShape = {
  name: 'text',
  target: 'decimal',
  achieved: 'decimal',
  currency: 'text',
};
export const invitationShape: RecordShape = { url: 'text' };

export const dashboardAnswers: readonly HandWrittenAnswer[] = [
  { endpoint: 'GET /dashboard/consumption', answer: 'record', shape: consumptionShape },
  { endpoint: 'GET /dashboard/goals', answer: 'list', shape: goalShape },
  {
    endpoint: 'GET /login/getQrCode',
    answer: 'record',
    shape: invitationShape,
    sends: { type: { required: true, enum: ['client', 'partner'] } },
  },
];
