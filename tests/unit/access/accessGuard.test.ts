import type { DataProvider } from '@refinedev/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { abilityFor } from '@/access/ability';
import { canDo } from '@/access/can';
import type { Subject } from '@/access/subjects';
import { session } from '@/auth/session';
import { catalogue, dataProvider } from '@/data';
import { withAccessGuard } from '@/data/accessGuard';
import { ApiError } from '@/data/apiError';
import type { UserInfo } from '@/data/contract';
// Registers the declared resources: their endpoints and areas (as the console does).
import '@/app/declarations';
import { createDemoAccounts } from '@demo-backend/users';
import { loginAs } from '../mocks/client';
import { setupDemoServer } from '../mocks/server';
import { textOf } from '../../support/fixtures';

const accounts = createDemoAccounts();
const demoUser = (username: string): UserInfo => {
  const account = accounts.find((candidate) => candidate.username === username);
  if (!account) throw new Error(`no demo account ${username}`);
  return account.info;
};

/** A provider that records what reaches it (what would have been sent). */
function recordingProvider() {
  const sent: string[] = [];
  const provider: DataProvider = {
    getApiUrl: () => '',
    getList: async ({ resource }) => {
      sent.push(`getList ${resource}`);
      return { data: [], total: 0 };
    },
    getOne: async ({ resource, id }) => {
      sent.push(`getOne ${resource} ${id}`);
      return { data: { id } as never };
    },
    create: async ({ resource }) => {
      sent.push(`create ${resource}`);
      return { data: {} as never };
    },
    update: async ({ resource, id }) => {
      sent.push(`update ${resource} ${id}`);
      return { data: { id } as never };
    },
    deleteOne: async ({ resource, id }) => {
      sent.push(`deleteOne ${resource} ${id}`);
      return { data: { id } as never };
    },
    custom: async ({ url }) => {
      sent.push(`custom ${url}`);
      return { data: {} as never };
    },
  };
  return { sent, provider };
}

const areas: Record<string, Subject> = { client: 'Client', currency: 'OptionCurrency' };

function guardedAs(user: UserInfo) {
  const { sent, provider } = recordingProvider();
  const shown: string[] = [];
  const guarded = withAccessGuard(provider, {
    allows: (action, subject, record) => canDo(abilityFor(user), action, subject, record),
    subjectOf: (resource) => areas[resource],
    showError: (message) => shown.push(message),
    message: () => 'not allowed',
  });
  return { sent, shown, guarded };
}

const deniedError = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('the call was not refused');
    },
    (error: unknown) => error,
  );

describe('the data provider guard', () => {
  const own = { clientId: 7, bdId: demoUser('bdmember').adminId };
  const others = { clientId: 8, bdId: demoUser('bd').adminId };

  it('refuses a denied delete before sending it: a toast and an ApiError of kind denied', async () => {
    const { sent, shown, guarded } = guardedAs(demoUser('bd'));
    const error = await deniedError(guarded.deleteOne({ resource: 'client', id: 8 }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'denied', message: 'not allowed', service: 'main' });
    expect(sent).toEqual([]);
    expect(shown).toEqual(['not allowed']);
  });

  it('lets an allowed delete through', async () => {
    const { sent, shown, guarded } = guardedAs(demoUser('admin'));
    await guarded.deleteOne({ resource: 'client', id: 8 });
    expect(sent).toEqual(['deleteOne client 8']);
    expect(shown).toEqual([]);
  });

  it('applies the record’s conditions given as meta.record, for updates and named operations', async () => {
    const { sent, guarded } = guardedAs(demoUser('bdmember'));
    await guarded.update({ resource: 'client', id: 7, variables: {}, meta: { record: own } });
    await expect(
      guarded.update({ resource: 'client', id: 8, variables: {}, meta: { record: others } }),
    ).rejects.toMatchObject({ kind: 'denied' });
    await expect(
      guarded.update({
        resource: 'client',
        id: 8,
        variables: {},
        meta: { operation: 'updateLabel', record: others },
      }),
    ).rejects.toMatchObject({ kind: 'denied' });
    await guarded.update({
      resource: 'client',
      id: 7,
      variables: {},
      meta: { operation: 'updateLabel', record: own },
    });
    expect(sent).toEqual(['update client 7', 'update client 7']);
  });

  it('checks a custom call’s operation on its resource’s area', async () => {
    const { sent, guarded } = guardedAs(demoUser('bdmember'));
    const changeBD = { resource: 'client', operation: 'changeBD', record: own };
    await expect(
      guarded.custom!({ url: '/client/changeBD', method: 'post', meta: changeBD }),
    ).rejects.toMatchObject({ kind: 'denied' });
    await guarded.custom!({ url: '/dashboard/goals', method: 'get' });
    const leader = guardedAs(demoUser('bd'));
    await leader.guarded.custom!({ url: '/client/changeBD', method: 'post', meta: changeBD });
    expect(sent).toEqual(['custom /dashboard/goals']);
    expect(leader.sent).toEqual(['custom /client/changeBD']);
  });

  it('reads need the area: HR lists clients, not currencies; undeclared resources pass', async () => {
    const { sent, guarded } = guardedAs(demoUser('hr'));
    await guarded.getList({ resource: 'client' });
    await expect(guarded.getList({ resource: 'currency' })).rejects.toMatchObject({
      kind: 'denied',
    });
    await expect(guarded.getOne({ resource: 'currency', id: 1 })).rejects.toMatchObject({
      kind: 'denied',
    });
    await expect(guarded.create({ resource: 'client', variables: {} })).rejects.toMatchObject({
      kind: 'denied',
    });
    await guarded.getList({ resource: 'somethingElse' });
    expect(sent).toEqual(['getList client', 'getList somethingElse']);
  });
});

describe('the console’s data provider against the demo backend', () => {
  setupDemoServer();
  afterEach(() => {
    vi.restoreAllMocks();
    session.setUser(null);
  });

  async function signIn(username: string) {
    session.setToken(await loginAs(username));
    session.setUser(demoUser(username));
  }

  it('refuses a BD deleting a client without a request, translated; lets admin delete', async () => {
    // A client still under review holds no money; one with no ad accounts may be deleted.
    await signIn('admin');
    const { data: pending } = await dataProvider.getList({
      resource: 'client',
      filters: [{ field: 'status', operator: 'eq', value: 1 }],
      pagination: { currentPage: 1, pageSize: 200 },
    });
    const id = pending.find((row) => row.adAccountCount === 0)?.clientId as number;
    await signIn('bd');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const showError = vi.spyOn(catalogue, 'showError').mockImplementation(() => undefined);
    const error = await deniedError(dataProvider.deleteOne({ resource: 'client', id }));
    expect(error).toMatchObject({ kind: 'denied' });
    expect(fetchSpy).not.toHaveBeenCalled();
    const texts = [textOf('en', 'errors.denied'), textOf('cn', 'errors.denied')];
    expect(texts).toContain((error as ApiError).message);
    expect(showError).toHaveBeenCalledWith((error as ApiError).message);

    await signIn('admin');
    fetchSpy.mockClear();
    await dataProvider.deleteOne({ resource: 'client', id });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    await expect(dataProvider.getOne({ resource: 'client', id })).rejects.toMatchObject({
      kind: 'envelope',
      code: 10009,
    });
  });

  it('lets a BD member edit its own client and refuses another’s', async () => {
    const listClients = async () =>
      (
        await dataProvider.getList({
          resource: 'client',
          pagination: { currentPage: 1, pageSize: 200 },
        })
      ).data;
    const me = demoUser('bdmember').adminId;
    // Another BD's client, as a team leader sees it (a BD member's list holds only its own).
    await signIn('bd');
    const others = (await listClients()).find((row) => row.bdId !== me);
    await signIn('bdmember');
    vi.spyOn(catalogue, 'showError').mockImplementation(() => undefined);
    const own = (await listClients()).find(
      (row) => row.bdId === me && [0, 1, 2].includes(row.status as number),
    );
    if (!own || !others) throw new Error('the seed gives the BD member clients of its own');
    await dataProvider.update({
      resource: 'client',
      id: own.clientId as number,
      variables: { code: 'KS4321' },
      meta: { record: own },
    });
    await expect(
      dataProvider.update({
        resource: 'client',
        id: others.clientId as number,
        variables: { code: 'KS4321' },
        meta: { record: others },
      }),
    ).rejects.toMatchObject({ kind: 'denied' });
  });
});
