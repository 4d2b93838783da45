import type { HandWrittenAnswer } from '../handWrittenAnswers';
import { cardReturnAnswer } from './cardReturn';
import { dashboardAnswers } from './dashboard';
import { orgSearchAnswer } from './orgSearch';
import { posterDownloadAnswer } from './posters';
import { recipientTreeAnswer } from './recipientTree';
import { riskPopupAnswer } from './riskPopup';
import { unreadCountAnswer } from './unreadCount';
import { uploadAnswer } from './upload';

/**
 * The hand-written calls of the console's areas with what they send and read, for the OpenAPI
 * document (src/contract/openapi/roles.ts) alone: each area's code imports its own module, so
 * that none of them loads with another area, nor with the first load.
 */
export const areaAnswers: readonly HandWrittenAnswer[] = [
  ...dashboardAnswers,
  uploadAnswer,
  cardReturnAnswer,
  posterDownloadAnswer,
  riskPopupAnswer,
  orgSearchAnswer,
  unreadCountAnswer,
  recipientTreeAnswer,
];
