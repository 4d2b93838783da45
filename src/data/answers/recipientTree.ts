import type { HandWrittenAnswer } from '../handWrittenAnswers';
import type { FieldShape, RecordShape } from '../normalise';

// A call of the admin service (adminApi): SPEC §7's site messages.

const node: Record<string, FieldShape> = { key: 'text', title: 'text', blacklisted: 'flag' };
node.children = { storage: 'rows', of: node };
/**
 * A node of the recipient tree (assumed): `{ key, title, blacklisted?, children? }`, keys
 * `org:<orgId>`, `role:<orgId>:<role>`, `admin:<adminId>`; `blacklisted` on a person on the
 * message blacklist; `children` nodes of the same shape.
 */
export const recipientNodeShape: RecordShape = node;

/**
 * `GET /siteSend/getSelTree` (SPEC §7): the organisations, roles and people a site message may
 * go to, a list of nodes; one without a key is left out (src/pages/news/RecipientTreeSelect.tsx).
 */
export const recipientTreeAnswer: HandWrittenAnswer = {
  endpoint: 'GET /siteSend/getSelTree',
  service: 'admin',
  answer: 'list',
  shape: recipientNodeShape,
  required: ['key'],
  component: 'RecipientNode',
};
