import '@ant-design/v5-patch-for-react-19';
import { render, screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { apiPath } from '@demo-backend/handlers/routes';
import { setupFixtureBackend } from '../support/fixtureBackend';

// Issue 40: offline, a list blamed the server ("part of what the server sent could not be
// shown") and stayed empty when the network came back, until the user found the retry button.
const { server, generated } = setupFixtureBackend([], {});

const WAIT = { timeout: 30000 };
const NETWORK_MESSAGE = '网络错误，请检查网络后重试';

afterEach(() => onlineManager.setOnline(true));

/** The browser loses the network: every call to the list fails on the way. */
function goOffline() {
  onlineManager.setOnline(false);
  server.use(http.get(apiPath('main', '/client/list'), () => HttpResponse.error()));
}

function goOnline() {
  server.resetHandlers();
  server.use(...generated);
  onlineManager.setOnline(true);
}

describe('a list without network', () => {
  it('names the network, says it once, and fills itself when the network is back', async () => {
    goOffline();
    window.history.pushState({}, '', '/client/list');
    render(<App />);

    expect(await screen.findByText('网络已断开，或无法连接服务器', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByText('列表加载失败')).toBeNull();
    await waitFor(() => expect(screen.getAllByText(NETWORK_MESSAGE)).toHaveLength(1), WAIT);
    expect(screen.queryAllByRole('row').filter((row) => row.closest('tbody'))).toHaveLength(0);

    goOnline();

    // No click: the failed read is sent again as the browser is back online.
    await waitFor(() => {
      const rows = document.querySelectorAll('tbody tr.ant-table-row');
      expect(rows.length).toBeGreaterThan(0);
    }, WAIT);
    expect(screen.queryByText('网络已断开，或无法连接服务器')).toBeNull();
  }, 60000);
});
