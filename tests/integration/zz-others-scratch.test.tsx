import '@ant-design/v5-patch-for-react-19';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
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

describe('others pages', () => {
  it('news edit opens the form of the message', async () => {
    await open('/news/edit/AP2024003');
    await waitFor(() => expect(window.location.search).toContain('drawer=edit'), { timeout: 8000 });
    console.log('URL', window.location.pathname + window.location.search);
    await waitFor(() => expect(document.querySelector('.ant-drawer')?.textContent).toContain('编辑'), { timeout: 8000 });
    console.log('DRAWER', document.querySelector('.ant-drawer')?.textContent);
  }, 30000);

  it('news add opens the create form', async () => {
    await open('/news/add');
    await waitFor(() => expect(window.location.search).toContain('drawer=create'), { timeout: 8000 });
    await waitFor(() => expect(document.body.textContent).toContain('新建'), { timeout: 8000 });
  }, 30000);

  it('news detail shows details', async () => {
    await open('/news/detail/AP2024005', 'bd');
    await waitFor(() => expect(window.location.search).toContain('drawer=show'), { timeout: 8000 });
    await waitFor(() => expect(document.querySelector('.ant-drawer')?.textContent).toContain('AP2024005'), { timeout: 8000 });
    console.log('DRAWER', document.querySelector('.ant-drawer')?.textContent);
  }, 30000);

  it('sale agent list renders in Chinese', async () => {
    await changeLanguage('cn');
    await open('/saleAgent/list');
    await waitFor(() => expect(document.body.textContent).toContain('SA0001'), { timeout: 8000 });
    console.log(document.querySelector('.ant-table-thead')?.textContent);
    console.log(document.querySelector('.ant-table-tbody tr')?.textContent);
  }, 30000);

  it('wallet warn list', async () => {
    await open('/todo/walletWarn', 'bd');
    await waitFor(() => expect(document.querySelectorAll('.ant-table-tbody tr').length).toBeGreaterThan(3), { timeout: 8000 });
    console.log(document.querySelector('.ant-table-thead')?.textContent);
    console.log(document.querySelector('.ant-table-tbody tr')?.textContent);
  }, 30000);

  it('abnormal accounts with the overspend tab', async () => {
    await open('/todo/accountAbnormal', 'op');
    await waitFor(() => expect(document.body.textContent).toContain('预计超支'), { timeout: 8000 });
    await waitFor(() => expect(document.querySelectorAll('.ant-table-tbody tr').length).toBeGreaterThan(3), { timeout: 8000 });
  }, 30000);
});
