import { defineResource } from '@/engine/define';
import { siteMessageSchema } from '../schemas/siteMessage';
import { siteMessageBlackSchema } from '../schemas/siteMessageBlack';
import { siteMessageReceiptSchema } from '../schemas/siteMessageReceipt';

/** Site messages live on the admin service (SPEC §7). */
const service = 'admin';

/** The messages the user received: both organisations. */
export const newsCentre = defineResource({
  name: 'newsCentre',
  route: '/news/centre',
  subject: 'NewsCentre',
  schema: siteMessageReceiptSchema,
  service,
  menu: { group: 'news', order: 10 },
  endpoints: { list: 'GET /siteSend/getUserSiteMessageList/admin' },
  actions: {
    markRead: {
      call: 'POST /siteSend/updateReadOrDel',
      when: { status: [0] },
      sets: { status: 1 },
      batch: true,
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

export const newsList = defineResource({
  name: 'newsList',
  route: '/news/list',
  subject: 'NewsList',
  schema: siteMessageSchema,
  service,
  menu: { group: 'news', org: 1, order: 20 },
  endpoints: messageEndpoints,
  crud: { create: true, edit: true },
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
  page: messagePage,
});

/**
 * A message's details: read by whoever has the message centre, in both organisations (DESIGN §3
 * marks only the management pages).
 */
export const newsDetail = defineResource({
  name: 'newsDetail',
  route: '/news/detail/:applySn',
  params: { applySn: 'text' },
  paramFilters: { applySn: 'applySn' },
  subject: 'NewsCentre',
  schema: siteMessageSchema,
  service,
  menu: { group: 'news', hidden: true },
  endpoints: { list: messageEndpoints.list, one: messageEndpoints.one },
  page: messagePage,
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
