// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Row } from '@demo-backend/db';
import { collection } from '@demo-backend/engine/collections';
import { getStore } from '@demo-backend/store';
import { call, loginAs } from './client';
import { setupDemoServer } from './server';

setupDemoServer();

const cards = () => collection(getStore(), 'vccCard');
const recordsOf = (card: Row) =>
  collection(getStore(), 'vccRecord').filter((row) => row.cardNo === card.cardNo);
const cardIn = (status: number) => cards().find((card) => card.status === status)!;
const get = (token: string, path: string) => call('main', path, { token });
const bind = (token: string, card: Row, body: Row) =>
  call('main', '/vcc/bind', { method: 'POST', token, body: { cardId: card.cardId, ...body } });

describe('a virtual card through its statuses in the demo backend (SPEC §4)', () => {
  it('opens, binds, unbinds and releases a card, writing each step to its records', async () => {
    const token = await loginAs('financier');
    const card = cardIn(0);
    const account = card.mediaAccountId;
    const before = recordsOf(card).length;

    expect((await get(token, `/vcc/open?cardId=${card.cardId}`)).code).toBe(0);
    expect(card.status).toBe(1);
    const bound = await bind(token, card, { platform: card.platform, mediaAccountId: account });
    expect(bound.code).toBe(0);
    expect(card).toMatchObject({ status: 2, mediaAccountId: account });
    expect((await get(token, `/vcc/unbind?cardId=${card.cardId}`)).code).toBe(0);
    expect(card.status).toBe(3);
    expect((await get(token, `/vcc/confirmUnbind?cardId=${card.cardId}`)).code).toBe(0);
    expect(card).toMatchObject({ status: 4, mediaAccountId: '' });

    const steps = recordsOf(card).slice(0, recordsOf(card).length - before);
    expect(steps.map((row) => row.recordType)).toEqual([8, 7, 6, 5]);
    expect(steps[0]).toMatchObject({ mediaAccountId: account, clientId: card.clientId });
  });

  it('refuses a step the card’s status does not allow, changing nothing', async () => {
    const token = await loginAs('admin');
    const bound = cardIn(2);
    expect((await get(token, `/vcc/open?cardId=${bound.cardId}`)).code).toBe(10011);
    expect((await get(token, `/vcc/confirmUnbind?cardId=${bound.cardId}`)).code).toBe(10011);
    const unbound = cardIn(0);
    expect((await get(token, `/vcc/unbind?cardId=${unbound.cardId}`)).code).toBe(10011);
    expect([bound.status, unbound.status]).toEqual([2, 0]);
  });

  it('binds only an ad account of the card’s client, on its platform, held by no other card', async () => {
    const token = await loginAs('admin');
    const card = cardIn(1);
    const own = { platform: card.platform, mediaAccountId: card.mediaAccountId };

    const unknown = await bind(token, card, { ...own, mediaAccountId: 'act_nobody' });
    expect(unknown.code).toBe(10861);
    expect(unknown.msg).toContain('act_nobody');
    const otherPlatform = card.platform === 'Google' ? 'Facebook' : 'Google';
    const wrongPlatform = await bind(token, card, { ...own, platform: otherPlatform });
    expect(wrongPlatform.code).toBe(10862);

    // An account another card holds: a bound card of another client, moved to this card's client.
    const other = cardIn(2);
    const saved = { clientId: other.clientId };
    other.clientId = card.clientId;
    const accounts = collection(getStore(), 'adsAccount');
    const heldAccount = accounts.find((row) => row.mediaAccountId === other.mediaAccountId)!;
    const savedAccount = heldAccount.clientId;
    heldAccount.clientId = card.clientId;
    const taken = await bind(token, card, {
      platform: heldAccount.platform,
      mediaAccountId: other.mediaAccountId,
    });
    expect(taken.code).toBe(10863);
    expect(taken.msg).toContain(String(other.cardNo));
    Object.assign(other, saved);
    heldAccount.clientId = savedAccount;
    expect(card.status).toBe(1);
  });

  it('answers the card calls only to users whose vcc_menu_show holds the page', async () => {
    const op = await loginAs('op');
    const card = cardIn(0);
    expect((await get(op, '/vcc/list')).code).toBe(10015);
    expect((await get(op, `/vcc/open?cardId=${card.cardId}`)).code).toBe(10015);
    expect(card.status).toBe(0);
    const admin = await loginAs('admin');
    expect((await get(admin, '/vcc/list')).code).toBe(0);
  });
});
