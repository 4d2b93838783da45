import '@ant-design/v5-patch-for-react-19';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { apiPath } from '@demo-backend/handlers/routes';
import { setupFixtureBackend } from '../support/fixtureBackend';

// Issue 39's dashboard details, as the admin (in Chinese) sees them: announcements newest first
// and read once opened; the invitation link shown whole.
const { server } = setupFixtureBackend([], {});

const WAIT = { timeout: 30000 };
const admin = (path: string) => apiPath('admin', path);
const main = (path: string) => apiPath('main', path);

/** Three received messages, answered oldest first; what marking one read sends is kept. */
function messages() {
  const rows = [
    {
      id: 1,
      recId: 11,
      siteMsgId: 101,
      recEnvType: 1,
      status: 1,
      title: '十月账单说明',
      content: '十月',
      sendTime: 1727712000,
    },
    {
      id: 2,
      recId: 12,
      siteMsgId: 102,
      recEnvType: 1,
      status: 0,
      title: '系统升级通知',
      content: '升级',
      sendTime: 1732550400,
    },
    {
      id: 3,
      recId: 13,
      siteMsgId: 103,
      recEnvType: 1,
      status: 0,
      title: '十一月返点发放',
      content: '返点',
      sendTime: 1730419200,
    },
  ];
  const marked: unknown[] = [];
  server.use(
    http.get(admin('/siteSend/getUserSiteMessageList/admin'), () =>
      HttpResponse.json({ code: 200, msg: 'ok', data: { list: rows, total: rows.length } }),
    ),
    http.post(admin('/siteSend/updateReadOrDel'), async ({ request }) => {
      const body = (await request.json()) as { recId: number; status: number }[];
      marked.push(body);
      for (const item of body) {
        const row = rows.find((candidate) => candidate.recId === item.recId);
        if (row) row.status = item.status;
      }
      return HttpResponse.json({ code: 200, msg: 'ok', data: null });
    }),
  );
  return marked;
}

/** Opens the dashboard; its announcements card once drawn. */
async function openDashboard() {
  window.history.pushState({}, '', '/dashboard');
  render(<App />);
  const card = await waitFor(() => {
    const title = [...document.querySelectorAll('.ant-card-head-title')].find(
      (element) => element.textContent === '公告',
    );
    expect(title).toBeDefined();
    return title!.closest('.ant-card') as HTMLElement;
  }, WAIT);
  return within(card);
}

describe('the dashboard', () => {
  it('lists the announcements newest first, and marks one read as it opens', async () => {
    const user = userEvent.setup();
    const marked = messages();
    const card = await openDashboard();
    await card.findByText('系统升级通知', {}, WAIT);
    const titles = card.getAllByRole('button').map((button) => button.textContent);
    expect(titles).toEqual(['系统升级通知', '十一月返点发放', '十月账单说明']);
    const unreadOf = (title: string) =>
      card.getByText(title).closest('.ant-list-item')!.textContent!.includes('未读');
    expect(unreadOf('系统升级通知')).toBe(true);

    await user.click(card.getByRole('button', { name: '系统升级通知' }));
    expect(await screen.findByRole('dialog', { name: '系统升级通知' })).toBeInTheDocument();
    await waitFor(() =>
      expect(marked).toEqual([[{ recId: 12, siteMsgId: 102, recEnvType: 1, status: 1 }]]),
    );
    await waitFor(() => expect(unreadOf('系统升级通知')).toBe(false), WAIT);
    expect(unreadOf('十一月返点发放')).toBe(true);
  }, 60000);

  it('shows the invitation link whole, as text that wraps, with its copy button', async () => {
    const url =
      'https://register.example.com/invite/client?code=XL100001&campaign=autumn-2026-resellers-and-partners';
    server.use(
      http.get(main('/login/getQrCode'), () =>
        HttpResponse.json({ code: 0, msg: 'ok', data: { url } }),
      ),
    );
    await openDashboard();
    const shown = await screen.findAllByText(url, {}, WAIT);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown[0].tagName).not.toBe('INPUT');
    expect(screen.getAllByRole('button', { name: /^复\s?制$/ }).length).toBeGreaterThan(0);
  }, 60000);
});
