import { HttpResponse, http } from 'msw';
import { collectionOf } from '../engine/collections';
import type { MediaAgentRecord } from '../seed/mediaAgents';
import { getStore } from '../store';
import { ok, readQuery, requireUser } from './http';
import { listPage, readListParams } from './list';
import { apiPath } from './routes';

const NAME_MATCH_LIMIT = 20;

/**
 * The media-agent select's search (SPEC §7 `GET /mediaAgent/getAllAgentName {name}`): agents whose
 * name or number holds the text, at most 20; empty text finds nothing (the select asks only once
 * something is typed). Every signed-in user may ask, as for every option list.
 */
export const mediaAgentSearchHandlers = [
  http.get(apiPath('main', '/mediaAgent/getAllAgentName'), ({ request }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    const name = (readQuery(request).get('name') ?? '').trim().toLowerCase();
    if (!name) return ok([]);
    const matches = collectionOf<MediaAgentRecord>(getStore(), 'mediaAgent')
      .filter(
        (row) =>
          row.mediaAgentName.toLowerCase().includes(name) ||
          row.mediaAgentSN.toLowerCase().includes(name),
      )
      .slice(0, NAME_MATCH_LIMIT)
      .map(({ mediaAgentId, mediaAgentSN, mediaAgentName }) => ({
        mediaAgentId,
        mediaAgentSN,
        mediaAgentName,
      }));
    return ok(matches);
  }),
];

/** The media-agent list (SPEC §9: the select loads 3000), until the resource is declared. */
export const mediaAgentListHandlers = [
  http.get(apiPath('main', '/mediaAgent/list'), ({ request }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    const params = readListParams(readQuery(request));
    return ok(
      listPage(collectionOf<MediaAgentRecord>(getStore(), 'mediaAgent'), params, {
        exact: ['mediaAgentId', 'status'],
        text: ['mediaAgentName', 'mediaAgentSN'],
      }),
    );
  }),
];
