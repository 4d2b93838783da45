import { AsyncLocalStorage } from 'node:async_hooks';
import { getResponse } from 'msw';
import { baseUrls } from '@/demoBackendSurface';
import { handlers } from './handlers';
import { createStore, newStoreState, scopeStores, type StoreState } from './store';
import { DEMO_WORKSPACE_HEADER } from './workspace';

createStore();

export { DEMO_WORKSPACE_HEADER };
/** Workspaces kept, the least recently used forgotten first (a test uses one for a minute or two). */
const WORKSPACES_KEPT = 16;
const workspaces = new Map<string, StoreState>();
const requestWorkspace = new AsyncLocalStorage<StoreState>();
scopeStores(() => requestWorkspace.getStore());

function workspaceStore(name: string): StoreState {
  const state = workspaces.get(name) ?? newStoreState();
  workspaces.delete(name);
  workspaces.set(name, state);
  for (const oldest of workspaces.keys()) {
    if (workspaces.size <= WORKSPACES_KEPT) break;
    workspaces.delete(oldest);
  }
  return state;
}

/** Paths the demo backend answers over HTTP: the two services' bases. */
export const demoApiPrefixes = [baseUrls.main, baseUrls.admin].filter((base) =>
  base.startsWith('/'),
);

/**
 * Answers one HTTP request with the same handlers as the browser demo and the tests (memory
 * store). Unknown paths under the bases get a 404 envelope.
 */
export async function answerDemoRequest(request: Request): Promise<Response> {
  const workspace = request.headers.get(DEMO_WORKSPACE_HEADER);
  const response = workspace
    ? await requestWorkspace.run(workspaceStore(workspace), () => getResponse(handlers, request))
    : await getResponse(handlers, request);
  return (
    response ??
    Response.json(
      { code: 404, msg: `No demo handler for ${new URL(request.url).pathname}`, data: null },
      { status: 404 },
    )
  );
}

import { demoCaptchaAnswer } from './captcha';

export { demoCaptchaAnswer };

/**
 * Logs a demo user in over HTTP, as the login page does (captcha, then credentials), and returns
 * the session's token: for the scripts and tests that call a served demo API.
 */
export async function demoLogin(baseUrl: string, username = 'admin', password = 'demo123') {
  const captcha = (await (await fetch(`${baseUrl}${baseUrls.main}/login/getCaptcha`)).json()) as {
    data: { key: string };
  };
  const answer = await fetch(`${baseUrl}${baseUrls.main}/login/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      username,
      password,
      captcha: demoCaptchaAnswer(captcha.data.key),
      captchaKey: captcha.data.key,
    }),
  });
  return ((await answer.json()) as { data: { token: string } }).data.token;
}
