import { http } from 'msw';
import type { Service } from '@/demoBackendSurface';
import { demoErrors } from './errors';
import { fail } from './http';
import { basePath } from './routes';

const underService = (service: Service, request: Request) =>
  new URL(request.url).pathname.startsWith(`${basePath(service)}/`);

/**
 * Calls under a service base that no handler serves get an envelope instead of falling through
 * to the dev server (which would answer index.html). Must stay last in the handler list.
 */
export const fallbackHandlers = (['main', 'admin'] as const).map((service) =>
  http.all(
    ({ request }) => underService(service, request),
    ({ request }) => fail(request, demoErrors.notInDemo),
  ),
);
