import { defineResource } from '@/engine/define';
import { withViewTexts } from '@/i18n';

/** Pages every signed-in user has. */
export const dashboard = defineResource({
  name: 'dashboard',
  route: '/dashboard',
  subject: 'Dashboard',
  menu: { icon: 'dashboard', order: 0 },
  page: withViewTexts(() => import('@/pages/dashboard/DashboardPage')),
});

export const profile = defineResource({
  name: 'profile',
  route: '/profile/index',
  subject: 'Profile',
  menu: { hidden: true },
  page: withViewTexts(() => import('@/pages/profile/ProfilePage')),
});

export const saleAgentInfo = defineResource({
  name: 'saleAgentInfo',
  route: '/saleAgentInfo/info',
  subject: 'SaleAgentInfo',
  menu: { group: 'saleAgent', order: 90 },
  page: withViewTexts(() => import('@/pages/saleAgentInfo/SaleAgentInfoPage')),
});
