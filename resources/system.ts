import { defineResource } from '@/engine/define';

/**
 * The permission map: who may do what, drawn from src/access/rules.ts (hand-written: one of a
 * kind, a matrix of the rules rather than a list of records).
 */
export const permissionMap = defineResource({
  name: 'permissionMap',
  route: '/system/permissions',
  subject: 'PermissionMap',
  menu: { group: 'option', org: 1, order: 90 },
  exportable: true,
  page: () => import('@/pages/permissionMap/PermissionMapPage'),
});
