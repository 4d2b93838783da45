import { defineResource } from '@/engine/define';
import { mediaPlatformSchema, mediaSchema } from '../schemas/media';
import { memberSchema } from '../schemas/member';

export const media = defineResource({
  name: 'media',
  route: '/media/list',
  subject: 'Media',
  schema: mediaSchema,
  menu: { group: 'media', org: 1, order: 10 },
  endpoints: {
    list: 'GET /media/list',
    create: 'POST /media/add',
    update: 'POST /media/edit',
    remove: 'GET /media/remove?mediaId',
  },
  crud: { create: true, edit: true, remove: true },
  related: ['mediaPlatform'],
});

/** The platforms and how many media each has, shown beside the media list. */
export const mediaPlatformList = defineResource({
  name: 'mediaPlatform',
  subject: 'Media',
  schema: mediaPlatformSchema,
  endpoints: { list: 'GET /media/platformList' },
});

export const adminUser = defineResource({
  name: 'adminUser',
  route: '/adminUser/list',
  subject: 'Member',
  schema: memberSchema,
  menu: { group: 'media', org: 1, order: 20 },
  endpoints: {
    list: 'GET /admin/user/list',
    create: 'POST /admin/user/add',
    update: 'POST /admin/user/edit',
    remove: 'GET /admin/user/remove?adminId',
  },
  crud: { create: true, edit: true, remove: true },
  actions: {
    stop: {
      call: 'GET /admin/user/stop?adminId',
      when: { status: [1] },
      sets: { status: 0 },
      confirm: true,
      danger: true,
    },
  },
});
