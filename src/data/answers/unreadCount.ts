import type { HandWrittenAnswer } from '../handWrittenAnswers';
import { normaliseRecord, type RecordShape } from '../normalise';

// A call of the admin service (adminApi): SPEC §7's site messages.

/** The signed-in user's unread site messages (assumed field). */
export const unreadCountShape: RecordShape = { messageCount: 'number' };

/**
 * `GET /siteSend/getUnReadSiteMessageCount/admin {recId}` (SPEC §7; `recId` the user's adminId),
 * polled by the top bar's badge (src/layout/siteMessages/useUnreadCount.ts).
 */
export const unreadCountAnswer: HandWrittenAnswer = {
  endpoint: 'GET /siteSend/getUnReadSiteMessageCount/admin',
  service: 'admin',
  answer: 'record',
  shape: unreadCountShape,
  sends: { recId: { required: true, type: 'integer' } },
};

/** The count an answer gives: 0 when it gives none. */
export function unreadCountOf(data: unknown): number {
  return Number(normaliseRecord(unreadCountShape, data)?.messageCount) || 0;
}
