import {
  chromium,
  type Browser,
  type BrowserContext,
  type Page,
  type Response,
} from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { DEMO_WORKSPACE_HEADER } from '@demo-backend/workspace';

/** Debian's Chromium by default; another build through CHROMIUM_PATH. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const flags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface E2E {
  page: Page;
  context: BrowserContext;
  baseURL: string;
  /** Page errors and console errors seen during the test; any fails it. */
  errors: string[];
}

export interface BrowserOptions {
  /** Where the pages are served (default: the suite's production build with the demo API). */
  baseURL?: () => string;
  /** Console errors expected of the test (a failed request the test provokes). */
  expectedErrors?: RegExp;
  /** Keep antd's animations (by default the browser asks for reduced motion). */
  motion?: boolean;
  /**
   * Host names the browser resolves to the loopback server, as an organisation's own domain
   * would lead to the console (`--host-resolver-rules`): pages there are the suite's own.
   */
  hosts?: readonly string[];
  /** The browser's time zone (IANA name; default: the machine's). */
  timezoneId?: string;
  /** A touch screen, as a phone's (gesture libraries decide at start whether to listen to it). */
  hasTouch?: boolean;
}

/**
 * One browser per test file, a fresh context (cookies, storage) per test, with demo data of its
 * own: its requests name a workspace of the demo API (demo-backend/httpAdapter.ts), so the files
 * running side by side against one server never see each other's changes. Fails a test on any
 * uncaught page error or console error.
 */
export function setupBrowser(options: BrowserOptions = {}): E2E {
  const state = { errors: [] as string[] } as E2E;
  let browser: Browser;
  // The last API answers, told with a failed try.
  let answers: Response[] = [];

  beforeAll(async () => {
    const hosts = options.hosts ?? [];
    const resolve = hosts.length
      ? [`--host-resolver-rules=${hosts.map((host) => `MAP ${host} 127.0.0.1`).join(', ')}`]
      : [];
    browser = await chromium.launch({ executablePath: chromiumPath, args: [...flags, ...resolve] });
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    state.baseURL = options.baseURL?.() ?? inject('baseURL');
    state.errors = [];
    state.context = await browser.newContext({
      baseURL: state.baseURL,
      locale: 'en-US',
      // As a user who asked for less motion: antd's dialogs, drawers and messages appear at once
      // (src/i18n/UiLocaleProvider.tsx) rather than over 200–300 ms each. Bench runs keep motion.
      reducedMotion: options.motion ? 'no-preference' : 'reduce',
      timezoneId: options.timezoneId,
      hasTouch: options.hasTouch,
      extraHTTPHeaders: { [DEMO_WORKSPACE_HEADER]: randomUUID() },
    });
    state.page = await state.context.newPage();
    answers = [];
    state.page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/'))
        answers = [...answers, response].slice(-4);
    });
    state.page.on('pageerror', (error) => state.errors.push(error.message));
    state.page.on('console', (message) => {
      if (message.type() !== 'error') return;
      if (options.expectedErrors?.test(message.text())) return;
      state.errors.push(`console: ${message.text()}`);
    });
  });
  afterEach(async ({ task }) => {
    // What was on screen and what the API last answered, to find why without running it again.
    if (task.result?.state === 'fail' || state.errors.length) {
      const why = (task.result?.errors ?? []).map((error) => error.message).join('\n');
      console.warn(`[failed] ${task.name}\n${why}`);
      console.warn(
        `  at ${state.page?.url()}\n  page errors: ${state.errors.join('\n') || 'none'}`,
      );
      console.warn(`  on screen: ${(await shownMessages(state.page)) || 'no message'}`);
      // The test's other tabs, where what it waited for may have gone astray.
      for (const other of state.context?.pages() ?? []) {
        if (other === state.page) continue;
        console.warn(
          `  another tab at ${other.url()}: ${(await shownMessages(other)) || 'no message'}`,
        );
      }
      for (const answer of answers) {
        const body = await answer.text().catch(() => '(gone)');
        console.warn(
          `  answer ${answer.request().method()} ${answer.url()}: ${body.slice(0, 300)}`,
        );
      }
    }
    await state.context?.close();
    expect(state.errors).toEqual([]);
  });
  return state;
}

/** The messages, notifications, alerts and dialogs on screen, as text. */
async function shownMessages(page: Page | undefined): Promise<string> {
  if (!page || page.isClosed()) return '';
  return page
    .locator('.ant-message-notice, .ant-notification-notice, [role="alert"], [role="dialog"]')
    .evaluateAll((found) =>
      found
        .map((element) => (element as HTMLElement).innerText.replace(/\s+/g, ' ').trim())
        .filter(Boolean)
        .join(' | ')
        .slice(0, 600),
    )
    .catch(() => '');
}
