// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Row } from '@demo-backend/db';
import { collection } from '@demo-backend/engine/collections';
import { getStore } from '@demo-backend/store';
import { call, loginAs } from './client';
import { setupDemoServer } from './server';

setupDemoServer();

/** A client in business (status 2), with its settlement currency. */
const activeClient = () =>
  collection(getStore(), 'client').find((row) => row.status === 2 && row.settlementCurrency)!;

const post = (token: string, path: string, body: Row, language: 'en' | 'zh-CN') =>
  call<unknown>('main', path, { method: 'POST', token, body, language });

/** Field errors name the field as the form does, in the request's language (issue 39). */
describe('field errors of the demo backend', () => {
  it('names a refused refund amount by its label, and the field in the answer', async () => {
    const client = activeClient();
    const token = await loginAs('financier');
    const body = {
      clientId: client.clientId,
      refundCurrency: client.settlementCurrency,
      refundAmount: '99999999',
      refundBank: 'HSBC Hong Kong',
      refundReason: 'Budget cut',
    };
    const inChinese = await post(token, '/client/refund/apply', body, 'zh-CN');
    expect(inChinese.code).toBe(10743);
    expect(inChinese.msg).toMatch(/^退款金额：99999999 超过钱包可退/);
    expect(inChinese.data).toEqual({ field: 'refundAmount' });
    const inEnglish = await post(token, '/client/refund/apply', body, 'en');
    expect(inEnglish.msg).toMatch(/^Refund amount: 99999999 is more than/);
    expect(inEnglish.msg).not.toContain('refundAmount');
  });

  it('names a missing reason as its dialog does, and a missing value of a form by its label', async () => {
    const token = await loginAs('admin');
    const pending = collection(getStore(), 'client').find((row) => row.status === 1)!;
    const refused = await post(
      token,
      '/client/refuseNewClient',
      { clientId: pending.clientId },
      'en',
    );
    expect(refused).toMatchObject({ code: 10008, data: { field: 'reason' } });
    expect(refused.msg).toBe('Rejection reason cannot be empty');
    const currency = await post(token, '/option/currency/add', { currency_cn: '美元' }, 'zh-CN');
    expect(currency).toMatchObject({ code: 10008, data: { field: 'currency' } });
    expect(currency.msg).not.toContain('currency');
  });
});
