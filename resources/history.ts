import { actionLogEndpoint } from '@/data/contract';
import { defineResource } from '@/engine/define';
import { actionLogSchema } from '../schemas/actionLog';

/**
 * The history of records (`GET /actionLog/list`), shown on their detail pages; no page of its own.
 * Filtered by `targetType` (the record's entity) and `targetId`, newest first (assumed: the spec
 * names the call only). Its area is read by every staff member; the backend answers only the
 * entries of records the user may read.
 */
export const actionLog = defineResource({
  name: 'actionLog',
  subject: 'ActionLog',
  schema: actionLogSchema,
  endpoints: { list: actionLogEndpoint },
});
