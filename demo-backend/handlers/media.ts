import { HttpResponse, http } from 'msw';
import { collectionOf } from '../engine/collections';
import type { MediaRecord } from '../seed/media';
import { getStore } from '../store';
import { ok, readQuery, requireUser } from './http';
import { apiPath } from './routes';

const MATCH_LIMIT = 20;

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

  // The media list's filter suggestions (SPEC §7; `mediaName`, `platform`, `status` assumed):
  // the media whose name holds the text, at most 20; empty text finds nothing.
  http.get(apiPath('main', '/media/getListByCondition'), ({ request }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    const query = readQuery(request);
    const name = (query.get('mediaName') ?? '').trim().toLowerCase();
    if (!name) return ok([]);
    const platform = query.get('platform');
    const status = query.get('status');
    const matches = collectionOf<MediaRecord>(getStore(), 'media')
      .filter((row) => row.mediaName.toLowerCase().includes(name))
      .filter((row) => !platform || row.platform === platform)
      .filter((row) => !status || String(row.status) === status)
      .slice(0, MATCH_LIMIT)
      .map(({ mediaId, mediaName, platform: its }) => ({ mediaId, mediaName, platform: its }));
    return ok(matches);
  }),
];
