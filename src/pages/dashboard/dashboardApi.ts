import { adminApi, mainApi } from '@/data';

/** Consumption of the signed-in user's scope, in one currency (endpoint assumed). */
export interface Consumption {
  currency: string;
  today: number;
  yesterday: number;
  week: number;
  month: number;
  quarter: number;
  year: number;
}

/** A goal (KPI) with its progress (endpoint assumed). */
export interface Goal {
  name: string;
  target: number;
  achieved: number;
  currency: string;
}

/** An invitation link for clients or partners (SPEC §7 names the call, not its path). */
export interface Invitation {
  url: string;
}

export interface Announcement {
  id: number;
  title: string;
  sendTime: number;
}

export const dashboardApi = {
  consumption: () => mainApi.call<Consumption>('GET /dashboard/consumption'),
  goals: () => mainApi.call<{ list: Goal[] }>('GET /dashboard/goals'),
  invitation: (type: 'client' | 'partner') =>
    mainApi.call<Invitation>('GET /login/getQrCode', { type }),
  announcements: () =>
    adminApi.call<{ list: Announcement[] }>('GET /siteSend/getUserSiteMessageList/admin', {
      page: 1,
      pageSize: 5,
    }),
};
