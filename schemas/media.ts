import { defineSchema } from '@/engine/define';
import { enabledStatus, mediaPlatform } from './enums';

export const mediaSchema = defineSchema({
  entity: 'media',
  id: 'mediaId',
  fields: {
    mediaId: { type: 'number', list: { width: 90, sortable: true } },
    // Filtered by a name the backend suggests as it is typed (GET /media/getListByCondition).
    mediaName: {
      type: 'text',
      ref: 'mediaName',
      list: { sortable: true },
      filter: 'search',
      form: { required: true },
    },
    platform: {
      type: 'enum',
      enum: mediaPlatform,
      list: true,
      filter: true,
      form: { required: true },
    },
    status: {
      type: 'enum',
      enum: enabledStatus,
      list: true,
      filter: true,
      form: { required: true, initial: 1 },
    },
    createTime: { type: 'datetime', list: { sortable: true } },
  },
});

export const mediaPlatformSchema = defineSchema({
  entity: 'mediaPlatform',
  id: 'platform',
  fields: {
    platform: { type: 'enum', enum: mediaPlatform, list: true },
    mediaCount: { type: 'number', list: true },
  },
});
