import '@ant-design/v5-patch-for-react-19';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { session } from '@/auth/session';
import { changeLanguage } from '@/i18n';
import { createDemoServer, resetDemoStore } from '@/mocks/node';
import { loginAs } from '../unit/mocks/client';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  resetDemoStore();
  session.clear();
  await changeLanguage('en');
});
afterEach(() => cleanup());

async function open(path: string, who = 'admin') {
  session.setToken(await loginAs(who));
  window.history.pushState({}, '', path);
  render(<App />);
}
const paths = [
  '/client/list', '/client/account', '/client/account/balance/6', '/client/account/wallet/6',
  '/client/creditScore/6', '/client/payment', '/client/bill', '/client/bill/6', '/client/bill/billGroup',
  '/client/rebate', '/client/invoice', '/client/refund',
  '/org/list', '/org/client', '/org/client/2', '/org/account', '/org/account/balance/2', '/org/account/wallet/2',
  '/org/payment', '/org/bill', '/org/bill/2', '/org/bill/billGroup', '/org/invoice', '/org/rebate', '/org/refund',
  '/org/creditScore/2', '/org/adsAccount', '/org/adsAccount/2', '/org/consume', '/org/consume/2', '/org/blockList/2',
];
describe('client pages', () => {
  for (const path of paths) {
    it(path, async () => {
      await open(path, process.env.WHO ?? 'admin');
      await waitFor(() => expect(document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length + document.querySelectorAll('.ant-empty, .ant-result').length).toBeGreaterThan(0), { timeout: 10000 });
      console.log(path, '|', document.querySelector('.ant-card-head-title')?.textContent, '|', document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length, 'rows |', document.querySelector('.ant-result')?.textContent ?? '');
      console.log('  F:', [...document.querySelectorAll('form[name^=filters] label')].map((l) => l.textContent).join(', '));
      console.log('  H:', document.querySelector('.ant-table-thead')?.textContent);
      console.log('  R:', [...(document.querySelector('.ant-table-tbody tr.ant-table-row')?.querySelectorAll('td') ?? [])].map((td) => td.textContent).join(' ¦ '));
    }, 30000);
  }
});
