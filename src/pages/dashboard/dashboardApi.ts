import { adminApi, mainApi } from '@/data';
import { paging } from '@/data/contract';
import { consumptionShape, goalShape, invitationShape } from '@/data/answers/dashboard';
import { normaliseList, normaliseRecord, type RecordShape } from '@/data/normalise';
import { recordShapeOf } from '@/data/resourceRegistry';
import { readInstant } from '@/engine/dates';
import { siteMessageReceiptSchema } from '../../../schemas/siteMessageReceipt';

/** Consumption of the signed-in user's scope, in one currency (endpoint assumed). */
export interface Consumption {
  currency: string;
  today?: string;
  yesterday?: string;
  week?: string;
  month?: string;
  quarter?: string;
  year?: string;
}

/** A goal (KPI) with its progress (endpoint assumed). */
export interface Goal {
  name: string;
  target?: string;
  achieved?: string;
  currency: string;
}

/** An invitation link for clients or partners (SPEC §7 names the call, not its path). */
export interface Invitation {
  url: string;
}

/** Whom an invitation (its link, QR code and posters) is for. */
export type InviteType = 'client' | 'partner';

/** A message the user received (the message centre's record: what marking it read sends). */
export interface Announcement {
  id?: number | string;
  recId?: number | string;
  siteMsgId?: number | string;
  recEnvType?: number | string;
  /** Unread 0, read 1 (`readStatus`). */
  status?: number | string;
  title: string;
  content: string;
  sendTime?: number | string;
}

// Read by the message centre's schema, as the centre reads the same call (worked out when first
// read: the field types are registered by then).
let receiptShape: RecordShape | undefined;
const announcementShape = () =>
  (receiptShape ??= recordShapeOf(siteMessageReceiptSchema.fields, siteMessageReceiptSchema.id));

/** Newest first, whatever order the answer came in (undated ones last). */
const newestFirst = (list: Announcement[]) =>
  [...list].sort((a, b) => (readInstant(b.sendTime) ?? -1) - (readInstant(a.sendTime) ?? -1));

/** A record with its text fields filled ('' for what did not come). */
function withTexts<T>(record: Record<string, unknown> | null, texts: readonly string[]): T {
  const filled: Record<string, unknown> = { ...record };
  for (const name of texts) if (typeof filled[name] !== 'string') filled[name] = '';
  return filled as T;
}

export const dashboardApi = {
  consumption: () =>
    mainApi
      .call('GET /dashboard/consumption')
      .then((data) =>
        withTexts<Consumption>(normaliseRecord(consumptionShape, data), ['currency']),
      ),
  goals: () =>
    mainApi.call('GET /dashboard/goals').then((data) => ({
      list: normaliseList(goalShape, data).list.map((goal) =>
        withTexts<Goal>(goal, ['name', 'currency']),
      ),
    })),
  invitation: (type: InviteType) =>
    mainApi
      .call('GET /login/getQrCode', { type })
      .then((data) => withTexts<Invitation>(normaliseRecord(invitationShape, data), ['url'])),
  announcements: () =>
    adminApi
      // The latest five: asked newest first, and put so again.
      .call('GET /siteSend/getUserSiteMessageList/admin', {
        page: 1,
        pageSize: 5,
        [paging.sortField]: 'sendTime',
        [paging.sortOrder]: 'desc',
      })
      .then((data) => ({
        list: newestFirst(
          normaliseList(announcementShape(), data).list.map((item) =>
            withTexts<Announcement>(item, ['title', 'content']),
          ),
        ),
      })),
};
