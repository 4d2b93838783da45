// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryPersistence } from '@demo-backend/persistence';
import { call, loginAs } from './client';
import { setupDemoServer } from './server';

/** Records' history on the demo backend (GET /actionLog/list), over the real declarations. */
setupDemoServer(memoryPersistence());

type Entry = Record<string, unknown>;
let token = '';
beforeEach(async () => {
  token = await loginAs('admin');
});

const historyOf = async (entity: string, id: number, as = token) =>
  call<{ list: Entry[]; total: number }>(
    'main',
    `/actionLog/list?targetType=${entity}&targetId=${id}&page=1&pageSize=20`,
    { token: as },
  );

const pendingClient = async () => {
  const { data } = await call<{ list: Entry[] }>(
    'main',
    '/client/list?status=1&page=1&pageSize=1',
    {
      token,
    },
  );
  return Number(data.list[0].clientId);
};

describe('the action log', () => {
  it('starts with a "created" entry for each seeded client, and only for that client', async () => {
    const { data } = await historyOf('client', 1);
    expect(data.list).toEqual([
      expect.objectContaining({ targetType: 'client', targetId: '1', action: 'create' }),
    ]);
    expect(data.list[0].operatorName).toBeTruthy();
  });

  it('records an action with its operator and reason, newest first', async () => {
    const clientId = await pendingClient();
    const refused = await call('main', '/client/refuseNewClient', {
      method: 'POST',
      body: { clientId, reason: 'Missing licence' },
      token,
    });
    expect(refused.code).toBe(0);
    const { data } = await historyOf('client', clientId);
    expect(data.total).toBe(2);
    expect(data.list[0]).toMatchObject({
      action: 'refuseNew',
      reason: 'Missing licence',
      operatorName: '王磊',
      targetId: String(clientId),
    });
    expect(data.list[1].action).toBe('create');
  });

  it('answers nobody without the right to read records', async () => {
    const answer = await historyOf('client', 1, await loginAs('mediaagent'));
    expect(answer.code).not.toBe(0);
  });
});
