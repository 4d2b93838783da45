// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dayInWords } from '@demo-backend/engine/dates';
import { call, loginAs } from './client';
import { setupDemoServer } from './server';

// Issue #38, point 7: a day in a message is a day in the user's language, never its seconds
// ("CNY 1795708800已存在").

setupDemoServer();

describe('a day in a message', () => {
  it('is written in each language, from its text or from its seconds', () => {
    expect(dayInWords('2026-11-24')).toEqual({ cn: '2026年11月24日', en: '24 Nov 2026' });
    // Stored as the first second of the day in China (UTC+8).
    expect(dayInWords(1795708800)).toEqual({ cn: '2026年11月27日', en: '27 Nov 2026' });
    expect(dayInWords('not a day')).toEqual({ cn: 'not a day', en: 'not a day' });
  });

  it.each([
    ['zh-CN', 'CNY 2026年12月24日已存在'],
    ['en', 'CNY 24 Dec 2026 already exists'],
  ] as const)('names a repeated daily rate by its day (%s)', async (language, message) => {
    const financier = await loginAs('financier');
    for (const path of ['/option/exchangeRate', '/option/vccExchangeRate']) {
      // A day after the seeded ones.
      const rate = { rateDate: '2026-12-24', currency: 'CNY', rate: '7.1' };
      const add = () =>
        call('main', `${path}/add`, { method: 'POST', token: financier, body: rate, language });
      expect((await add()).code).toBe(0);
      const again = await add();
      expect(again.code).toBe(10010);
      expect(again.msg).toBe(message);
      expect(again.msg).not.toMatch(/\d{9,}/);
    }
  });
});
