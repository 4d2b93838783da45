import { HttpResponse, http } from 'msw';
import { collectionOf } from '../engine/collections';
import type { MediaRecord } from '../seed/media';
import { getStore } from '../store';
import { ok, requireUser } from './http';
import { apiPath } from './routes';

/** The media list itself is generated from its declaration (resources/members.ts). */
export const mediaHandlers = [
  // Every platform once, with how many media use it; not paged.
  http.get(apiPath('main', '/media/platformList'), ({ request }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    const counts = new Map<string, number>();
    for (const { platform } of collectionOf<MediaRecord>(getStore(), 'media')) {
      counts.set(platform, (counts.get(platform) ?? 0) + 1);
    }
    const list = [...counts].map(([platform, mediaCount]) => ({ platform, mediaCount }));
    return ok({ list, total: list.length });
  }),
];
