import '@ant-design/v5-patch-for-react-19';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/App';
import { session } from '@/auth/session';
import { catalogue } from '@/data';
import { changeLanguage } from '@/i18n';
import { demoCaptchaAnswer } from '@demo-backend/captcha';
import { apiPath } from '@demo-backend/handlers/routes';
import { createDemoServer, resetDemoStore } from '@demo-backend/node';

const server = createDemoServer();
let domainsAsked: (string | null)[] = [];

/** Answers the brand call (GET /org/getInfoByDomain); `undefined` lets the demo backend answer. */
function answerBrand(answer: () => Response | undefined) {
  server.use(
    http.get(apiPath('main', '/org/getInfoByDomain'), ({ request }) => {
      domainsAsked.push(new URL(request.url).searchParams.get('domain'));
      return answer();
    }),
  );
}

const brand = (data: unknown) => () => HttpResponse.json({ code: 0, msg: 'success', data });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  resetDemoStore();
  session.clear();
  domainsAsked = [];
  await changeLanguage('en');
  window.history.pushState({}, '', '/login');
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  vi.restoreAllMocks();
});

/** The login page's main heading once the brand call has been answered (no longer busy). */
async function settledHeading(): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { level: 1 });
  await waitFor(() => expect(heading.parentElement).toHaveAttribute('aria-busy', 'false'));
  return heading;
}

const logo = (heading: HTMLElement) => heading.parentElement?.querySelector('img') ?? null;

describe("the login page on an organisation's domain", () => {
  it("shows the organisation's name and logo as the product's, and the user's own after login", async () => {
    answerBrand(
      brand({
        orgId: 7,
        orgName: '  Blue Harbour Media ',
        orgLogo: 'https://cdn.example.com/blue-harbour.png',
      }),
    );
    const user = userEvent.setup();
    render(<App />);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Blue Harbour Media' });
    expect(logo(heading)).toHaveAttribute('src', 'https://cdn.example.com/blue-harbour.png');
    await waitFor(() => expect(document.title).toBe('Log in - Blue Harbour Media'));
    expect(screen.queryByText('Ad Account Console')).toBeNull();
    // Asked with the page's host name.
    expect(new Set(domainsAsked)).toEqual(new Set([window.location.hostname]));

    // Logged in, the user's own organisation and the product's title are back.
    const form = within(document.querySelector('#login-username') as HTMLElement);
    await user.type(form.getByLabelText('Username'), 'bd');
    await user.type(form.getByLabelText('Password'), 'demo123');
    const image = (await screen.findAllByTestId('captcha-image'))[0];
    await waitFor(() => expect(image.getAttribute('data-captcha-key')).not.toBe(''));
    const answer = demoCaptchaAnswer(image.getAttribute('data-captcha-key')!);
    await user.type(form.getByLabelText('Verification code'), answer);
    await user.click(form.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('欢迎，李晨')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('首页 - 广告账户管理平台'));
    expect((await screen.findAllByText('星链广告')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Blue Harbour Media')).toBeNull();
  });

  it("never shows the product's name before the organisation's own: the heading waits for the answer", async () => {
    let answered = () => {};
    const answer = new Promise<void>((resolve) => (answered = resolve));
    server.use(
      http.get(apiPath('main', '/org/getInfoByDomain'), async () => {
        await answer;
        return HttpResponse.json({
          code: 0,
          msg: 'success',
          data: { orgId: 7, orgName: 'Blue Harbour Media' },
        });
      }),
    );
    render(<App />);
    expect(await screen.findByText('Ad Account Console')).not.toBeVisible();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    answered();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Blue Harbour Media' }),
    ).toBeVisible();
  });

  it('shows the name without a logo whose address is not http(s)', async () => {
    const addresses = ['javascript:alert(1)', 'data:image/svg+xml,<svg/>', 'ftp://x.example/a.png'];
    for (const orgLogo of addresses) {
      answerBrand(brand({ orgId: 7, orgName: 'Blue Harbour Media', orgLogo }));
      render(<App />);
      const heading = await settledHeading();
      expect(heading).toHaveTextContent('Blue Harbour Media');
      expect(logo(heading)).toBeNull();
      cleanup();
      server.resetHandlers();
    }
  });

  const fallbacks: [string, () => Response | undefined][] = [
    ['a domain the backend does not know (the demo answers null)', () => undefined],
    ['an error code', () => HttpResponse.json({ code: 10009, msg: 'Record not found' })],
    ['a failed call (500)', () => new HttpResponse('Internal Server Error', { status: 500 })],
    ['no connection', () => HttpResponse.error()],
    ['an answer without an envelope', () => HttpResponse.json({ orgName: 'Blue Harbour Media' })],
    ['a brand that is text', brand('Blue Harbour Media')],
    ['a list', brand([{ orgName: 'Blue Harbour Media' }])],
    ['a name that is not text', brand({ orgName: { en: 'Blue Harbour Media' } })],
    ['a blank name', brand({ orgName: '  ', orgLogo: 'https://cdn.example.com/blue.png' })],
  ];

  it.each(fallbacks)("keeps the product's own brand, saying nothing, for %s", async (_, answer) => {
    answerBrand(answer);
    const showError = vi.spyOn(catalogue, 'showError');
    render(<App />);
    const heading = await settledHeading();
    expect(domainsAsked).toContain(window.location.hostname);
    expect(heading).toHaveTextContent('Ad Account Console');
    expect(logo(heading)).toBeNull();
    expect(document.title).toBe('Log in - Ad Account Console');
    expect(screen.queryByText('Blue Harbour Media')).toBeNull();
    expect(showError).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
