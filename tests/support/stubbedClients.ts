import { vi } from 'vitest';
import { session } from '@/auth/session';
import { screenEffects } from '@/app/screenEffects';
import { ErrorCatalogue, type ErrorEffects } from '@/data/errorCatalogue';
import { createHttpClient, type HttpClientDeps } from '@/data/http';
import { currentLanguage, textsReady } from '@/i18n';
import { stubTransport, type ExpectedCall } from './stubTransport';

/**
 * Both services' clients as src/data/clients.ts builds them over a stubbed transport, but each
 * test with its own catalogue (no dedupe or logout guard carried over) and spies for what the
 * catalogue does on screen.
 */
export function stubbedClients(
  calls: ExpectedCall[],
  options: Pick<HttpClientDeps, 'retryDelaysMs'> = {},
) {
  const transport = stubTransport(calls);
  const effects = {
    toast: vi.fn(),
    endSession: vi.fn(),
    friendlyReminder: vi.fn(),
    text: screenEffects.text,
  } satisfies ErrorEffects;
  const deps = {
    catalogue: new ErrorCatalogue(effects),
    getToken: session.getToken,
    getLanguage: currentLanguage,
    ready: textsReady,
    fetch: transport.fetch,
    ...options,
  };
  const clients = { main: createHttpClient('main', deps), admin: createHttpClient('admin', deps) };
  return { ...clients, effects, transport };
}
