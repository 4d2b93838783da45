// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@/layout/menu/buildMenu';
import { palettePages, rankPages } from '@/layout/palette/palettePages';

const model: MenuItem[] = [
  { kind: 'entry', key: 'dashboard', path: '/dashboard', titleKey: 'routes.dashboard' },
  {
    kind: 'group',
    key: 'client',
    titleKey: 'menu.client',
    icon: 'client',
    entries: [
      { kind: 'entry', key: 'client', path: '/client/list', titleKey: 'routes.client' },
      { kind: 'entry', key: 'clientPayment', path: '/client/payment', titleKey: 'routes.pay' },
      { kind: 'entry', key: 'crm', path: 'https://crm', titleKey: 'routes.crm', external: true },
    ],
  },
];
const cn: Record<string, string> = {
  'routes.dashboard': '首页',
  'routes.client': '客户列表',
  'routes.pay': '客户付款',
  'menu.client': '客户管理',
};
const en: Record<string, string> = {
  'routes.dashboard': 'Dashboard',
  'routes.client': 'Client list',
  'routes.pay': 'Client payments',
  'menu.client': 'Clients',
};
const pages = palettePages(
  model,
  (key) => cn[key],
  (key) => en[key],
);
const keys = (typed: string, recent: string[] = []) =>
  rankPages(pages, typed, recent).map((page) => page.key);

describe('the palette pages', () => {
  it('lists the menu pages, not external links', () => {
    expect(pages.map((page) => page.key)).toEqual(['dashboard', 'client', 'clientPayment']);
  });

  it('matches either language, ignoring case and spaces', () => {
    expect(keys('客户付款')).toEqual(['clientPayment']);
    expect(keys('clientpay')).toEqual(['clientPayment']);
    expect(keys('DASH board')).toEqual(['dashboard']);
    expect(keys('nothing like it')).toEqual([]);
  });

  it('puts recent pages first, then names before groups', () => {
    expect(keys('', ['clientPayment'])).toEqual(['clientPayment', 'dashboard', 'client']);
    expect(keys('客户', ['clientPayment'])).toEqual(['clientPayment', 'client']);
  });
});
