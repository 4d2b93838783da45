import '@ant-design/v5-patch-for-react-19';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { session } from '@/auth/session';
import { collection } from '@demo-backend/engine/collections';
import { getStore } from '@demo-backend/store';
import { loginAs } from '../unit/mocks/client';
import { clientWithUniquePart } from '../support/clientNames';
import { setupFixtureBackend } from '../support/fixtureBackend';

/** The demo backend with the console's own resources. */
const { server } = setupFixtureBackend([], {});

const WAIT = { timeout: 30000 };
const NAME = '按名称搜索客户';
/** The top bar, once the console is drawn. */
const header = async () =>
  within(
    await waitFor(() => {
      const bar = document.querySelector<HTMLElement>('header.ant-layout-header');
      expect(bar).not.toBeNull();
      return bar!;
    }, WAIT),
  );

/** The keywords of every client search the backend receives. */
function recordSearches() {
  const keywords: string[] = [];
  const listen = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/client/listByKeyword'))
      keywords.push(url.searchParams.get('keyword') ?? '');
  };
  server.events.on('request:start', listen);
  return { keywords, stop: () => server.events.removeListener('request:start', listen) };
}

/** How the search offers a client: its name with its number beside it (issue #38). */
function optionName(clientId: number): string {
  const client = collection(getStore(), 'client').find((row) => row.clientId === clientId)!;
  return `${String(client.clientName)}（${String(client.clientSN)}）`;
}

async function openDashboard() {
  window.history.pushState({}, '', '/dashboard');
  render(<App />);
  return (await header()).findByRole('searchbox', { name: NAME }, WAIT);
}

describe('the top-bar client search', () => {
  it('finds a client by part of its name and opens its page, asking nothing for spaces', async () => {
    const user = userEvent.setup();
    const target = clientWithUniquePart(collection(getStore(), 'client'));
    const searches = recordSearches();
    try {
      await user.click(await openDashboard());
      // The select takes the stand-in's place, with focus.
      const search = await (await header()).findByRole('combobox', { name: NAME }, WAIT);
      await waitFor(() => expect(search).toHaveFocus());
      await user.keyboard('   ');
      expect(await screen.findByText('无匹配选项', {}, WAIT)).toBeInTheDocument();
      await user.clear(search);
      await user.keyboard(target.part);
      const offered = optionName(target.clientId);
      expect(await screen.findByRole('option', { name: offered }, WAIT)).toBeInTheDocument();
      // Chosen by pointer here: rc-select reads keys by `which`, which jsdom leaves at 0 (the
      // end-to-end test chooses by keyboard in Chromium).
      await user.click(screen.getByRole('option', { name: offered }));

      expect(await screen.findByTestId('detail-title', {}, WAIT)).toHaveTextContent(target.name);
      expect(window.location.pathname).toBe(`/client/detail/${target.clientId}`);
      // It starts afresh: empty, nothing offered.
      expect((await header()).getByRole('combobox', { name: NAME })).toHaveValue('');
      expect(screen.queryByRole('option', { name: offered })).toBeNull();
      // Asked for what was typed (a busy machine may ask for a shorter part on the way), never
      // for the spaces.
      expect(searches.keywords).toContain(target.part);
      for (const keyword of searches.keywords) {
        expect(keyword.trim()).not.toBe('');
        expect(target.part.startsWith(keyword)).toBe(true);
      }
    } finally {
      searches.stop();
    }
  }, 60000);

  it('keeps what was typed into the stand-in while the search loads, and searches it', async () => {
    const target = clientWithUniquePart(collection(getStore(), 'client'));
    const standIn = await openDashboard();
    standIn.focus();
    fireEvent.change(standIn, { target: { value: target.part } });
    const search = await (await header()).findByRole('combobox', { name: NAME }, WAIT);
    expect(search).toHaveValue(target.part);
    expect(
      await screen.findByRole('option', { name: optionName(target.clientId) }, WAIT),
    ).toBeInTheDocument();
  }, 60000);

  it('is not shown to a user who may not read clients (a sales partner)', async () => {
    session.clear();
    session.setToken(await loginAs('saleagent'));
    window.history.pushState({}, '', '/dashboard');
    render(<App />);
    const bar = await header();
    await bar.findByRole('button', { name: /用户菜单/ }, WAIT);
    expect(bar.queryByRole('searchbox', { name: NAME })).toBeNull();
    expect(bar.queryByRole('combobox', { name: NAME })).toBeNull();
  }, 60000);
});
