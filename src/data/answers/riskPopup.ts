import type { HandWrittenAnswer } from '../handWrittenAnswers';
import type { RecordShape } from '../normalise';

/** A risk warning as the popup shows it (SPEC §3 names id, title and content). */
export const poppedWarningShape: RecordShape = { id: 'reference', title: 'text', content: 'text' };

/**
 * `GET /risk/adminPopupRisk` (SPEC §7; its answer assumed): the unread warnings meant for the
 * user, a list (or `{ list }`) of warnings; one without an id is no warning
 * (src/layout/riskPopup/riskPopupApi.ts).
 */
export const riskPopupAnswer: HandWrittenAnswer = {
  endpoint: 'GET /risk/adminPopupRisk',
  answer: 'list',
  shape: poppedWarningShape,
  required: ['id'],
};
