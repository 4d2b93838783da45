import { HttpResponse, http } from 'msw';
import { getStore } from '../store';
import { ok, readQuery, requireUser } from './http';
import { listPage, readListParams } from './list';
import { apiPath } from './routes';

/** Media platforms (main service). */
export const mediaHandlers = [
  http.get(apiPath('main', '/media/list'), ({ request }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    const params = readListParams(readQuery(request));
    return ok(
      listPage(getStore().media, params, {
        exact: ['mediaId', 'status', 'platform'],
        text: ['mediaName'],
      }),
    );
  }),

  // Every platform once, with how many media use it; not paged.
  http.get(apiPath('main', '/media/platformList'), ({ request }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    const counts = new Map<string, number>();
    for (const { platform } of getStore().media)
      counts.set(platform, (counts.get(platform) ?? 0) + 1);
    const list = [...counts].map(([platform, mediaCount]) => ({ platform, mediaCount }));
    return ok({ list, total: list.length });
  }),
];
