import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screenEffects } from '@/app/screenEffects';
import { session } from '@/auth/session';
import { changeLanguage } from '@/i18n';
import { fetchCardPayment, readCardReturn } from '@/pages/payReturn/cardReturnApi';
import { envelope, stubTransport, type ExpectedCall } from '../../support/stubTransport';

function backend(calls: ExpectedCall[]) {
  const transport = stubTransport(calls);
  vi.stubGlobal('fetch', transport.fetch);
  return transport;
}

let toast: ReturnType<typeof vi.spyOn>;

beforeEach(async () => {
  await changeLanguage('en');
  session.clear();
  toast = vi.spyOn(screenEffects, 'toast').mockImplementation(() => undefined);
});
afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the card payment return page’s call (assumed: GET /pay/return)', () => {
  it('asks by the top-up number and payment id only, without a session', async () => {
    const transport = backend([
      {
        method: 'GET',
        url: '/api/pay/return?orderSn=TU00000412&paymentId=cp_abc',
        answer: envelope(0, { orderSn: 'TU00000412', amount: '300.5', currency: 'USD', status: 1 }),
      },
    ]);
    const asked = readCardReturn(
      new URLSearchParams('orderSn=TU00000412&paymentId=cp_abc&status=failed'),
    );
    expect(asked).toEqual({ orderSn: 'TU00000412', paymentId: 'cp_abc' });
    await expect(fetchCardPayment(asked!)).resolves.toEqual({
      orderSn: 'TU00000412',
      amount: '300.5',
      currency: 'USD',
      state: 'paid',
    });
    expect(transport.requests[0].headers).toEqual({ 'Accept-Language': 'en' });
  });

  it('rejects a failure quietly: no toast, and the session is not ended', async () => {
    session.setToken('tok-1');
    backend([
      {
        method: 'GET',
        url: '/api/pay/return?orderSn=TU1&paymentId=cp_abc',
        answer: envelope(-201, null, 'Login expired'),
      },
    ]);
    await expect(fetchCardPayment({ orderSn: 'TU1', paymentId: 'cp_abc' })).rejects.toMatchObject({
      code: -201,
    });
    expect(toast).not.toHaveBeenCalled();
    expect(session.getToken()).toBe('tok-1');
  });
});
