import type { HandWrittenAnswer } from '../handWrittenAnswers';

/**
 * The download of all invitation posters of a type (SPEC §7 names it, not its path: assumed),
 * made by src/pages/dashboard/posterApi.ts: a .zip named by its Content-Disposition, not the
 * envelope (a refusal comes as the envelope).
 */
export const posterDownloadAnswer: HandWrittenAnswer = {
  endpoint: 'GET /poster/download',
  answer: 'file',
  fileType: 'application/zip',
  shape: {},
  sends: { type: { required: true, enum: ['client', 'partner'] } },
};
