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
const rows = () => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length;

describe('finance pages', () => {
  it('google apply', async () => {
    await open('/workOrder/googleApply');
    await waitFor(() => expect(rows()).toBeGreaterThan(3), { timeout: 8000 });
    console.log(document.querySelector('.ant-card-head')?.textContent);
    console.log(document.querySelector('form')?.textContent);
    console.log(document.querySelector('.ant-table-thead')?.textContent);
    console.log(document.querySelector('.ant-table-tbody tr.ant-table-row')?.textContent);
    console.log(document.querySelector('.ant-menu')?.textContent);
  }, 30000);

  it('reseller guide', async () => {
    await open('/orgFinance/guid', 'reseller');
    await waitFor(() => expect(document.body.textContent).toContain('300'), { timeout: 8000 });
    console.log(document.querySelector('main')?.textContent ?? document.body.textContent?.slice(0, 2000));
  }, 30000);

  it('reseller payment', async () => {
    await open('/orgFinance/payment', 'reseller');
    await waitFor(() => expect(rows()).toBeGreaterThan(6), { timeout: 8000 });
    console.log(document.body.textContent?.slice(0, 3000));
  }, 30000);

  it('finance payment', async () => {
    await open('/finance/payment', 'financier');
    await waitFor(() => expect(rows()).toBeGreaterThan(3), { timeout: 8000 });
    console.log(document.querySelector('.ant-table-tbody tr.ant-table-row')?.textContent);
  }, 30000);
});
