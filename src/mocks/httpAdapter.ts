import { getResponse } from 'msw';
import { baseUrls } from '@/data/contract';
import { handlers } from './handlers';
import { createStore } from './store';

createStore();

/** Paths the demo backend answers over HTTP: the two services' bases. */
export const demoApiPrefixes = [baseUrls.main, baseUrls.admin].filter((base) =>
  base.startsWith('/'),
);

/**
 * Answers one HTTP request with the same handlers as the browser demo and the tests (memory
 * store). Unknown paths under the bases get a 404 envelope.
 */
export async function answerDemoRequest(request: Request): Promise<Response> {
  const response = await getResponse(handlers, request);
  return (
    response ??
    Response.json(
      { code: 404, msg: `No demo handler for ${new URL(request.url).pathname}`, data: null },
      { status: 404 },
    )
  );
}

export { demoCaptchaAnswer } from './captcha';
