// @vitest-environment jsdom
// jsdom, not node: the app's default session keeps its token in the browser's cookies, and this
// file shows that neither console wrote there (document.cookie).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConsole, type Console } from '@/app/createConsole';
import { createMemoryCookies, type CookieStore } from '@/auth/cookies';
import { session } from '@/auth/session';
import { dataProvider } from '@/data';
import { ApiError } from '@/data/apiError';
import { baseUrls, storageKeys, type UserInfo } from '@/data/contract';
import type { ErrorEffects } from '@/data/errorCatalogue';
import { resourceEndpoints } from '@/data/resourceRegistry';
import { defineResource, defineSchema } from '@/engine/define';
import { allResources, resourceByName } from '@/engine/registry';
import { createRoutedRegistry, matchRoute } from '@/engine/routeMatch';
import type { PageLoader } from '@/engine/types';
import { createDemoAccounts } from '@demo-backend/users';
import { envelope, stubTransport, type StubTransport } from '../../support/stubTransport';

const fixture = (name: string) =>
  defineResource({
    name,
    subject: 'Client',
    route: `/${name}/list`,
    schema: defineSchema({ entity: name, id: 'id', fields: { title: { type: 'text' } } }),
    endpoints: { list: `GET /${name}/list` },
    detail: { sections: [] },
  });
const alpha = fixture('alpha');
const beta = fixture('beta');

const accounts = createDemoAccounts();
const demoUser = (username: string): UserInfo => {
  const account = accounts.find((candidate) => candidate.username === username);
  if (!account) throw new Error(`no demo account ${username}`);
  return account.info;
};
const userA = demoUser('admin');
const userB = demoUser('bd');

/** A detail page of its own per console, to tell which one a detail route loads. */
const pageOf = (): PageLoader => {
  const page = { default: () => null };
  return () => Promise.resolve(page);
};

/** What a console's failures did, instead of the screen's toast. */
function recordingEffects() {
  const toasts: string[] = [];
  const effects: ErrorEffects = {
    toast: (message) => toasts.push(message),
    endSession: () => toasts.push('(session ended)'),
    friendlyReminder: (message) => void toasts.push(message),
    text: (key) => key,
  };
  return { toasts, effects };
}

interface Built {
  console: Console;
  cookies: CookieStore;
  page: PageLoader;
  toasts: string[];
}

/** A signed-in console over one fixture resource, sending through its own transport. */
function build(
  declaration: typeof alpha,
  token: string,
  user: UserInfo,
  transport?: StubTransport,
): Built {
  const cookies = createMemoryCookies();
  const page = pageOf();
  const { toasts, effects } = recordingEffects();
  const built = createConsole({
    declarations: [declaration],
    cookies,
    effects,
    language: declaration === alpha ? 'en' : 'cn',
    fetch: transport?.fetch,
    detailPage: page,
  });
  built.session.setToken(token);
  built.session.setUser(user);
  return { console: built, cookies, page, toasts };
}

/** The list call of a fixture resource, answered with one row. */
const listCall = (name: string) => ({
  method: 'GET' as const,
  url: `${baseUrls.main}/${name}/list?page=1&pageSize=10`,
  answer: envelope(0, { list: [{ id: 1, title: `${name} one` }], total: 1 }),
});

const list = (provider: Console['data']['dataProvider'], resource: string) =>
  provider.getList({ resource, pagination: { currentPage: 1, pageSize: 10 } });

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('the call was not refused');
    },
    (error: unknown) => error,
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('two consoles in one process', () => {
  it('each registry knows only its own resources and matches only its own routes', async () => {
    const a = build(alpha, 'token-a', userA);
    const b = build(beta, 'token-b', userB);

    expect(a.console.registry.all.map((resource) => resource.name)).toEqual([
      'alpha',
      'alphaDetail',
    ]);
    expect(b.console.registry.all.map((resource) => resource.name)).toEqual(['beta', 'betaDetail']);
    expect(a.console.registry.byName('alpha')).toBe(alpha);
    expect(a.console.registry.byName('beta')).toBeUndefined();
    expect(b.console.registry.byName('beta')).toBe(beta);
    expect(b.console.registry.byName('alpha')).toBeUndefined();

    expect(a.console.registry.matchRoute('/alpha/list')?.resource).toBe(alpha);
    expect(a.console.registry.matchRoute('/beta/list')).toBeNull();
    expect(b.console.registry.matchRoute('/beta/list')?.resource).toBe(beta);
    expect(b.console.registry.matchRoute('/alpha/list')).toBeNull();
    expect(a.console.registry.matchRoute('/alpha/detail/7')).toMatchObject({
      resource: { name: 'alphaDetail' },
      params: { id: '7' },
    });
    expect(b.console.registry.matchRoute('/alpha/detail/7')).toBeNull();

    // Each detail route shows its own console's detail page.
    const [pageA, pageB] = await Promise.all([a.page(), b.page()]);
    expect(await a.console.registry.byName('alphaDetail')!.page!()).toBe(pageA);
    expect(await b.console.registry.byName('betaDetail')!.page!()).toBe(pageB);
    expect(pageA).not.toBe(pageB);
  });

  it('refuses a name twice within a registry, not across registries', () => {
    const { console: a } = build(alpha, 'token-a', userA);
    const another = fixture('alpha');
    // The same declaration again changes nothing; another one of the same name is refused.
    a.registry.register(alpha);
    expect(a.registry.all).toHaveLength(2);
    expect(() => a.registry.register(another)).toThrow('Resource "alpha" is declared twice');

    const separate = createRoutedRegistry();
    separate.register(another);
    expect(separate.byName('alpha')).toBe(another);
    expect(separate.matchRoute('/alpha/list')?.resource).toBe(another);
    expect(a.registry.byName('alpha')).toBe(alpha);
  });

  it('each session holds its own token and user; ending one leaves the other signed in', () => {
    const a = build(alpha, 'token-a', userA);
    const b = build(beta, 'token-b', userB);
    expect(a.console.queryClient).not.toBe(b.console.queryClient);
    a.console.queryClient.setQueryData(['rows'], ['alpha row']);
    b.console.queryClient.setQueryData(['rows'], ['beta row']);
    expect(a.console.session.getToken()).toBe('token-a');
    expect(b.console.session.getToken()).toBe('token-b');
    expect(a.console.session.getUser()).toBe(userA);
    expect(b.console.session.getUser()).toBe(userB);
    expect(a.cookies.read(storageKeys.tokenCookie)).toBe('token-a');
    expect(b.cookies.read(storageKeys.tokenCookie)).toBe('token-b');

    const heardA = vi.fn();
    const heardB = vi.fn();
    a.console.session.subscribe(heardA);
    b.console.session.subscribe(heardB);
    a.console.session.clear('expired');

    expect(a.console.session.getToken()).toBeUndefined();
    expect(a.console.session.getUser()).toBeNull();
    expect(a.console.session.endReason()).toBe('expired');
    expect(a.cookies.read(storageKeys.tokenCookie)).toBeUndefined();
    expect(heardA).toHaveBeenCalledTimes(1);

    expect(b.console.session.getToken()).toBe('token-b');
    expect(b.console.session.getUser()).toBe(userB);
    expect(b.console.session.endReason()).toBeUndefined();
    expect(b.cookies.read(storageKeys.tokenCookie)).toBe('token-b');
    expect(heardB).not.toHaveBeenCalled();
    // The ended session's cache is dropped; the other console keeps its own.
    expect(a.console.queryClient.getQueryData(['rows'])).toBeUndefined();
    expect(b.console.queryClient.getQueryData(['rows'])).toEqual(['beta row']);
  });

  it("each data provider sends its own token to its own endpoint and refuses the other's resource", async () => {
    // Nothing may go through the page's own fetch: each console has its transport.
    const global = stubTransport([]);
    vi.stubGlobal('fetch', global.fetch);
    const transportA = stubTransport([listCall('alpha')]);
    const transportB = stubTransport([listCall('beta'), listCall('beta')]);
    const a = build(alpha, 'token-a', userA, transportA);
    const b = build(beta, 'token-b', userB, transportB);

    const rowsA = await list(a.console.data.dataProvider, 'alpha');
    const rowsB = await list(b.console.data.dataProvider, 'beta');
    expect(rowsA).toEqual({ data: [{ id: 1, title: 'alpha one' }], total: 1 });
    expect(rowsB).toEqual({ data: [{ id: 1, title: 'beta one' }], total: 1 });
    expect(transportA.requests[0].headers).toMatchObject({
      Authorization: 'Bearer token-a',
      'Accept-Language': 'en',
    });
    expect(transportB.requests[0].headers).toMatchObject({
      Authorization: 'Bearer token-b',
      'Accept-Language': 'zh-CN',
    });

    // The other console's resource is none of its own: refused before anything is sent.
    const wrongA = await failureOf(list(a.console.data.dataProvider, 'beta'));
    const wrongB = await failureOf(list(b.console.data.dataProvider, 'alpha'));
    expect(String(wrongA)).toContain('Resource "beta" declares no "list" endpoint');
    expect(String(wrongB)).toContain('Resource "alpha" declares no "list" endpoint');
    expect(transportA.requests).toHaveLength(1);

    // A's session ends: its guard refuses (its user is gone), B's still sends with its token.
    a.console.session.clear('expired');
    const denied = await failureOf(list(a.console.data.dataProvider, 'alpha'));
    expect(denied).toBeInstanceOf(ApiError);
    expect((denied as ApiError).kind).toBe('denied');
    expect(a.toasts).toEqual(['denied']);
    expect(transportA.requests).toHaveLength(1);
    await list(b.console.data.dataProvider, 'beta');
    expect(transportB.requests[1].headers).toMatchObject({ Authorization: 'Bearer token-b' });
    expect(b.toasts).toEqual([]);
    expect(global.requests).toEqual([]);
  });

  it("the app's default console sees neither", async () => {
    const global = stubTransport([]);
    vi.stubGlobal('fetch', global.fetch);
    const a = build(alpha, 'token-a', userA);
    const b = build(beta, 'token-b', userB);
    expect(a.console.registry.byName('alpha')).toBe(alpha);
    expect(b.console.registry.byName('beta')).toBe(beta);

    for (const name of ['alpha', 'alphaDetail', 'beta', 'betaDetail']) {
      expect(resourceByName(name)).toBeUndefined();
      expect(resourceEndpoints(name)).toBeUndefined();
    }
    expect(allResources.filter((resource) => resource.name.startsWith('alpha'))).toEqual([]);
    expect(matchRoute('/alpha/list')).toBeNull();
    expect(matchRoute('/beta/detail/7')).toBeNull();

    expect(session.getToken()).toBeUndefined();
    expect(session.getUser()).toBeNull();
    expect(document.cookie).not.toContain('token-');

    const refused = await failureOf(list(dataProvider, 'alpha'));
    expect(String(refused)).toContain('Resource "alpha" declares no "list" endpoint');
    expect(global.requests).toEqual([]);
  });
});
