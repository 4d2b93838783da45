// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

async function routesWith(mainBase: string) {
  vi.stubEnv('VITE_MAIN_API_URL', mainBase);
  vi.resetModules();
  return import('@demo-backend/handlers/routes');
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('handler paths', () => {
  it('match a relative base on any origin', async () => {
    const { apiPath } = await routesWith('/api');
    expect(apiPath('main', '/login/login')).toBe('*/api/login/login');
    expect(apiPath('admin', '/siteSend/getPageList')).toBe('*/admin-api/siteSend/getPageList');
  });

  it('keep only the path of an absolute base', async () => {
    const { apiPath } = await routesWith('https://api.example.com/v2/');
    expect(apiPath('main', '/client/list')).toBe('*/v2/client/list');
  });
});
