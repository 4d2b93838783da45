import { mainApi } from '@/data';
import { parseEndpoint } from '@/data/contract';
import { posterShape } from '@/data/handWrittenReads';
import { normaliseList } from '@/data/normalise';
import type { InviteType } from './dashboardApi';

/** A poster inviting clients or partners (SPEC §3 names `imgUrl`; `id` is assumed). */
export interface Poster {
  id?: number | string;
  /** '' when the answer held no text: shown as the placeholder, never as an image. */
  imgUrl: string;
}

/**
 * The download of all posters of a type: SPEC §7 names it, not its path (assumed; a .zip, as
 * src/data/answers/posters.ts declares it).
 */
const DOWNLOAD_ALL = parseEndpoint('GET /poster/download');

/** The invitation posters' calls, on the main service (kept apart from the admin's calls). */
export const posterApi = {
  /** SPEC §7 `GET /poster/list {type}`, read through its shape: rows that are not posters go. */
  list: (type: InviteType) =>
    mainApi.call('GET /poster/list', { type }).then((data) =>
      normaliseList(posterShape, data).list.map((poster): Poster => ({
        // A reference is read as a number or text (src/data/normalise.ts), or left out.
        id: poster.id as Poster['id'],
        imgUrl: typeof poster.imgUrl === 'string' ? poster.imgUrl : '',
      })),
    ),
  /** Every poster of a type in one file, and the name the backend gives it. */
  downloadAll: (type: InviteType) =>
    mainApi.download({ method: DOWNLOAD_ALL.method, path: DOWNLOAD_ALL.path, data: { type } }),
};
