import type { HandWrittenAnswer } from '../handWrittenAnswers';
import type { RecordShape } from '../normalise';

/** An organisation the command palette found: its id, code and name (assumed fields). */
export const orgSearchShape: RecordShape = { orgId: 'reference', orgSN: 'text', orgName: 'text' };

/**
 * `GET /org2/listByKeyword?keyword` (SPEC §7; its answer assumed): organisations by name or code,
 * a list (bare or `{ list }`); one without an id or a name is not shown
 * (src/layout/palette/useRecordSearch.ts).
 */
export const orgSearchAnswer: HandWrittenAnswer = {
  endpoint: 'GET /org2/listByKeyword',
  answer: 'list',
  shape: orgSearchShape,
  required: ['orgId', 'orgName'],
  sends: { keyword: { required: true, example: '海拓' } },
};
