import { defineResource } from '@/engine/define';

/** Pages every signed-in user has. */
export const dashboard = defineResource({
  name: 'dashboard',
  route: '/dashboard',
  subject: 'Dashboard',
  menu: { icon: 'dashboard', order: 0 },
  page: () => import('@/pages/dashboard/DashboardPage'),
});

export const profile = defineResource({
  name: 'profile',
  route: '/profile/index',
  subject: 'Profile',
  menu: { hidden: true },
  page: () => import('@/pages/profile/ProfilePage'),
});

export const saleAgentInfo = defineResource({
  name: 'saleAgentInfo',
  route: '/saleAgentInfo/info',
  subject: 'SaleAgentInfo',
  menu: { group: 'saleAgent', order: 90 },
  page: () => import('@/pages/saleAgentInfo/SaleAgentInfoPage'),
});
