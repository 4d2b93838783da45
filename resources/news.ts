import { defineResource } from '@/engine/define';
import { siteMessageSchema } from '../schemas/siteMessage';
import { siteMessageBlackSchema } from '../schemas/siteMessageBlack';
import { siteMessageReceiptSchema } from '../schemas/siteMessageReceipt';

/** Site messages live on the admin service (SPEC §7). */
const service = 'admin';

/** What a read or delete sends of a received message (SPEC §7, status from the action's `sets`). */
const sendItem = { fields: ['recId', 'siteMsgId', 'recEnvType'], list: true } as const;

/** A read or delete of messages the reader did not receive, where they were delivered. */
const readOrDeleteRefusals = [
  {
    code: 10876,
    rule: 'Each item is a message the signed-in user received (its recId is theirs).',
  },
  {
    code: 10878,
    rule: 'Each item names the environment (recEnvType) the message was delivered to.',
  },
];

/** The messages the user received: both organisations. */
export const newsCentre = defineResource({
  name: 'newsCentre',
  route: '/news/centre',
  subject: 'NewsCentre',
  schema: siteMessageReceiptSchema,
  service,
  menu: { group: 'news', order: 10 },
  endpoints: { list: 'GET /siteSend/getUserSiteMessageList/admin' },
  // Opening a message marks it read and shows its content as text (src/pages/news/ReadOnOpen).
  show: { panel: () => import('@/pages/news/ReadOnOpen') },
  actions: {
    // Both send SPEC §7's send items: [{ recId, siteMsgId, status, recEnvType }].
    markRead: {
      call: 'POST /siteSend/updateReadOrDel',
      when: { status: [0] },
      sets: { status: 1 },
      body: sendItem,
      batch: true,
      refusals: readOrDeleteRefusals,
    },
    removeMessage: {
      call: 'POST /siteSend/updateReadOrDel',
      sets: { status: 2 },
      body: sendItem,
      danger: true,
      batch: true,
      ability: 'markRead',
      refusals: readOrDeleteRefusals,
    },
  },
});

const messageEndpoints = {
  list: 'GET /siteSend/getPageList',
  one: 'GET /siteSend/getMessage/{id}',
  create: 'POST /siteSend/saveMessage',
  update: 'POST /siteSend/updateMessage',
} as const;

const messagePage = () => import('@/pages/others/SiteMessagePage');

/** Someone left to receive a message: not everyone it names is on the message blacklist. */
const someoneToReceive = {
  code: 10874,
  rule: 'A message is written and published only while one of its recipients is off the message blacklist.',
};
/** The recipients a message is written to: keys of the recipient tree (GET /siteSend/getSelTree). */
const recipientRefusals = [
  {
    code: 10871,
    rule: 'Each recipient is a key of the recipient tree (GET /siteSend/getSelTree): org:<id>, role:<orgId>:<role> or admin:<id>.',
  },
  { code: 10872, rule: 'Each recipient is a node of the recipient tree as it is now.' },
  { code: 10870, rule: 'No recipient person is on the message blacklist.' },
  someoneToReceive,
];
const messageRefusals = { create: recipientRefusals, update: recipientRefusals };

/**
 * A message's life (SPEC §4): written (market, admins) → in review (0) → approved (1) or
 * rejected (2, with its reason) by admins → published (3) → unpublished (4). The calls are
 * assumed (SPEC §7 names saveMessage and updateMessage only). An edit of a message in review or
 * rejected sends it back to review.
 */
const messageLife = {
  approve: { call: 'POST /siteSend/approveMessage', when: { status: [0] }, sets: { status: 1 } },
  reject: {
    call: 'POST /siteSend/rejectMessage',
    when: { status: [0] },
    sets: { status: 2 },
    reason: 'rejectReason',
  },
  publish: {
    call: 'POST /siteSend/publishMessage',
    when: { status: [1, 4] },
    sets: { status: 3 },
    confirm: true,
    refusals: [someoneToReceive],
  },
  unpublish: {
    call: 'POST /siteSend/unpublishMessage',
    when: { status: [3] },
    sets: { status: 4 },
    danger: true,
  },
};

export const newsList = defineResource({
  name: 'newsList',
  route: '/news/list',
  subject: 'NewsList',
  schema: siteMessageSchema,
  service,
  menu: { group: 'news', org: 1, order: 20 },
  endpoints: messageEndpoints,
  crud: { create: true, edit: { when: { status: [0, 2] } } },
  refusals: messageRefusals,
  actions: messageLife,
  detail: {
    at: { route: '/news/detail/:applySn', key: 'applySn' },
    sections: [
      {
        title: 'detail.siteMessage.message',
        fields: ['applySn', 'title', 'content', 'recEnvType'],
      },
      { title: 'detail.siteMessage.recipients', fields: ['recipientNames'] },
      {
        title: 'detail.siteMessage.review',
        fields: ['status', 'rejectReason', 'creatorName', 'createTime', 'publishTime'],
      },
    ],
    progress: {
      field: 'status',
      steps: [
        { title: 'siteMessageSteps.review', states: [0, 2] },
        { title: 'siteMessageSteps.approved', states: [1] },
        { title: 'siteMessageSteps.published', states: [3, 4] },
      ],
      failed: [2],
    },
  },
});

/** The message form on a page of its own (opened over the message list). */
export const newsAdd = defineResource({
  name: 'newsAdd',
  route: '/news/add',
  subject: 'NewsList',
  schema: siteMessageSchema,
  service,
  menu: { group: 'news', org: 1, hidden: true },
  endpoints: messageEndpoints,
  crud: { create: true, edit: true },
  refusals: messageRefusals,
  page: messagePage,
});

export const newsEdit = defineResource({
  name: 'newsEdit',
  route: '/news/edit/:applySn',
  params: { applySn: 'text' },
  paramFilters: { applySn: 'applySn' },
  subject: 'NewsList',
  schema: siteMessageSchema,
  service,
  menu: { group: 'news', org: 1, hidden: true },
  endpoints: messageEndpoints,
  crud: { edit: true },
  refusals: { update: recipientRefusals },
  page: messagePage,
});

/**
 * A message's details on the engine's detail page (newsList's `detail`), found by its applySn:
 * its fields, recipients, where it stands in review and publication, its history, and the actions
 * the user's NewsList rights allow. Opened by whoever has the message centre, in both
 * organisations (DESIGN §3 marks only the management pages).
 */
export const newsDetail = defineResource({
  name: 'newsDetail',
  route: '/news/detail/:applySn',
  params: { applySn: 'text' },
  paramFilters: { applySn: 'applySn' },
  parent: 'newsList',
  subject: 'NewsCentre',
  schema: siteMessageSchema,
  service,
  menu: { group: 'news', hidden: true },
  endpoints: { list: messageEndpoints.list, one: messageEndpoints.one },
  page: () => import('@/scaffolds/detail/ResourceDetailPage'),
});

export const newsBlacklist = defineResource({
  name: 'newsBlacklist',
  route: '/news/blacklist',
  subject: 'NewsBlacklist',
  schema: siteMessageBlackSchema,
  service,
  menu: { group: 'news', org: 1, order: 30 },
  endpoints: {
    list: 'GET /siteSend/getBlackPageList',
    create: 'POST /siteSend/saveSiteMessageBlack',
    remove: 'POST /siteSend/delSiteMessageBlack',
  },
  crud: { create: true, remove: true },
});
