import { HttpResponse, http } from 'msw';
import { collectionOf } from '../engine/collections';
import type { MediaAgentRecord } from '../seed/mediaAgents';
import { getStore } from '../store';
import { ok, readQuery, requireUser } from './http';
import { listPage, readListParams } from './list';
import { apiPath } from './routes';

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
