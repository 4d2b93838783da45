import '@ant-design/v5-patch-for-react-19';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { App } from '@/app/App';
import { session } from '@/auth/session';
import { call, loginAs } from '../unit/mocks/client';
import { setupFixtureBackend } from '../support/fixtureBackend';

/** The demo backend with the console's own resources; the admin is logged in before each test. */
const { server } = setupFixtureBackend([], {});

const WAIT = { timeout: 30000 };
// A main-organisation user works in Chinese, a media agent in English, a reseller as it chose.
const CLIENT_POSTERS = /^(客户邀请海报|Client invitation posters)$/;
const PARTNER_POSTERS = /^(销售合伙人邀请海报|Sales partner invitation posters)$/;
const CLIENT_POSTER = /^(客户邀请海报|Client invitation poster) \d$/;
const PARTNER_POSTER = /^(销售合伙人邀请海报|Sales partner invitation poster) \d$/;
const CLIENT_POSTER_DOWNLOAD = /^(下载客户邀请海报|Download client invitation poster) \d$/;

/** The type of every poster list and poster download the backend is asked for. */
function recordPosterCalls() {
  const calls: string[] = [];
  const listen = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (/\/poster\/(list|download)$/.test(url.pathname))
      calls.push(`${url.pathname.split('/').pop()} ${url.searchParams.get('type')}`);
  };
  server.events.on('request:start', listen);
  return { calls, stop: () => server.events.removeListener('request:start', listen) };
}

async function openDashboardAs(username?: string) {
  if (username) {
    session.clear();
    session.setToken(await loginAs(username));
  }
  window.history.pushState({}, '', '/dashboard');
  render(<App />);
  await waitFor(() => expect(document.querySelector('.dashboard-welcome')).not.toBeNull(), WAIT);
}

/** A type's posters section, once its posters are drawn. */
async function posters(name: RegExp, poster: RegExp) {
  const region = await screen.findByRole('region', { name }, WAIT);
  await within(region).findAllByRole('img', { name: poster }, WAIT);
  return within(region);
}

afterEach(() => vi.restoreAllMocks());

describe('the invitation posters', () => {
  it('shows each type’s posters with the user’s code, each downloadable, and all at once', async () => {
    const user = userEvent.setup();
    await openDashboardAs();
    const code = session.getUser()!.inviteCode!;
    expect(code).toMatch(/^XL\d+$/);

    const clients = await posters(CLIENT_POSTERS, CLIENT_POSTER);
    const images = clients.getAllByRole('img', { name: CLIENT_POSTER });
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      '客户邀请海报 1',
      '客户邀请海报 2',
      '客户邀请海报 3',
    ]);
    // The images come from the demo API, on the console's origin, with the user's code.
    expect(images[0].getAttribute('src')).toBe(
      `${window.location.origin}/api/poster/image/client-1-${code}.svg`,
    );
    expect(clients.getAllByText(`邀请码：${code}`)).toHaveLength(3);
    const first = clients.getByRole('link', { name: '下载客户邀请海报 1' });
    expect(first).toHaveAttribute('href', images[0].getAttribute('src'));
    expect(first).toHaveAttribute('download', `client-1-${code}.svg`);
    expect(clients.getAllByRole('link', { name: /^下载客户邀请海报 \d$/ })).toHaveLength(3);

    const partners = await posters(PARTNER_POSTERS, PARTNER_POSTER);
    expect(partners.getAllByRole('img', { name: PARTNER_POSTER })).toHaveLength(2);
    expect(partners.getAllByRole('link', { name: /^下载销售合伙人邀请海报 \d$/ })).toHaveLength(2);

    // "Download all": the backend's .zip of the type's posters, saved under the name it gives.
    const saved: { name: string; blob: Blob }[] = [];
    const blobs = new Map<string, Blob>();
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = (blob: Blob) => {
      const address = `blob:posters-${blobs.size}`;
      blobs.set(address, blob);
      return address;
    };
    URL.revokeObjectURL = () => undefined;
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '')! });
    });
    await user.click(clients.getByRole('button', { name: /全部下载/ }));
    expect(await screen.findByText('海报已下载', {}, WAIT)).toBeInTheDocument();
    expect(saved.map((file) => file.name)).toEqual([`posters-client-${code}.zip`]);
    const bytes = new Uint8Array(await saved[0].blob.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(1000);
    expect(String.fromCharCode(bytes[0], bytes[1])).toBe('PK');
  }, 60000);

  it('shows a placeholder for a poster whose image fails to load or whose address is not safe', async () => {
    // A poster list with an unsafe address, rows that are not posters, and a good poster.
    server.use(
      http.get('*/api/poster/list', () =>
        HttpResponse.json({
          code: 0,
          msg: 'success',
          data: {
            list: [
              { id: 1, imgUrl: '/api/poster/image/client-1-XL1.svg' },
              { id: 2, imgUrl: 'javascript:alert(1)' },
              null,
              { id: 3, imgUrl: { nested: true } },
            ],
            total: 'x',
          },
        }),
      ),
    );
    await openDashboardAs();
    const clients = await posters(CLIENT_POSTERS, CLIENT_POSTER);
    const image = clients.getByRole('img', { name: '客户邀请海报 1' });
    expect(image.tagName).toBe('IMG');
    expect(clients.getByRole('link', { name: '下载客户邀请海报 1' })).toBeInTheDocument();
    // The unsafe and unreadable addresses are never an image nor a link.
    for (const name of ['客户邀请海报 2', '客户邀请海报 3']) {
      const placeholder = clients.getByRole('img', { name });
      expect(placeholder.tagName).not.toBe('IMG');
      expect(placeholder).toHaveTextContent('海报图片加载失败');
      expect(clients.queryByRole('link', { name: `下载${name}` })).toBeNull();
    }
    expect(document.querySelector('img[src^="javascript"]')).toBeNull();

    // The good poster's image fails to load: a placeholder takes its place, with no download.
    fireEvent.error(image);
    await waitFor(() =>
      expect(clients.getByRole('img', { name: '客户邀请海报 1' }).tagName).not.toBe('IMG'),
    );
    expect(clients.getByRole('img', { name: '客户邀请海报 1' })).toHaveTextContent(
      '海报图片加载失败',
    );
    expect(clients.queryByRole('link', { name: '下载客户邀请海报 1' })).toBeNull();
    expect(clients.queryAllByRole('img').filter((node) => node.tagName === 'IMG')).toEqual([]);
  }, 60000);

  it('shows no posters to a media agent, and asks for none (the backend refuses them)', async () => {
    const token = await loginAs('mediaagent');
    for (const type of ['client', 'partner']) {
      expect((await call('main', `/poster/list?type=${type}`, { token })).code).toBe(10015);
      expect((await call('main', `/poster/download?type=${type}`, { token })).code).toBe(10015);
    }
    const posterCalls = recordPosterCalls();
    try {
      await openDashboardAs('mediaagent');
      // The dashboard is drawn (its cards decide at once); no invitation card, no posters.
      expect(screen.queryByText(/^(邀请|Invitations)$/)).toBeNull();
      expect(screen.queryByRole('region', { name: CLIENT_POSTERS })).toBeNull();
      expect(screen.queryByRole('region', { name: PARTNER_POSTERS })).toBeNull();
      expect(posterCalls.calls).toEqual([]);
    } finally {
      posterCalls.stop();
    }
  }, 60000);

  for (const username of ['saleagent', 'reseller'])
    it(`shows ${username} the client posters but no partner posters`, async () => {
      // The backend refuses the partner posters too.
      const token = await loginAs(username);
      expect((await call('main', '/poster/list?type=partner', { token })).code).toBe(10015);
      const posterCalls = recordPosterCalls();
      try {
        await openDashboardAs(username);
        const clients = await posters(CLIENT_POSTERS, CLIENT_POSTER);
        expect(clients.getAllByRole('link', { name: CLIENT_POSTER_DOWNLOAD })).toHaveLength(3);
        expect(clients.getByRole('button', { name: /全部下载|Download all/ })).toBeInTheDocument();
        expect(screen.queryByRole('region', { name: PARTNER_POSTERS })).toBeNull();
        expect(posterCalls.calls).toEqual(['list client']);
      } finally {
        posterCalls.stop();
      }
    }, 60000);
});
