// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { currencyDecimals } from '@/engine/currencies';
import { multiply, roundedText, toFraction } from '@/engine/decimal';
import { computeValue } from '@/engine/formula';
import type { Row } from '@demo-backend/db';
import { collection, seededRows } from '@demo-backend/engine/collections';
import { DEMO_REBATE_GRADIENT } from '@demo-backend/seed/rebates';
import { DEMO_SEED, getStore } from '@demo-backend/store';
import { rebateFields } from '../../../schemas/clientRebate';
import { saleAgentBillSchema } from '../../../schemas/saleAgentBill';
import { gradientRate, rebateModeCode } from '../../../schemas/rebateGradient';
import { call, loginAs } from './client';
import { setupDemoServer } from './server';

// Issue #38, point 3: a rebate's amount is its spend × its rate, worked out in exact decimals and
// rounded once to its currency's decimals; the demo seeds and transfers exactly that.

setupDemoServer();

const amountOf = (row: Row) => computeValue(rebateFields.rebateAmount, row);

/** spend × rate %, by hand: exact fractions, rounded half away from zero to the decimals. */
function byHand(spend: unknown, rate: unknown, currency: string): string {
  const product = multiply(toFraction(spend)!, toFraction(rate)!);
  return roundedText({ n: product.n, d: product.d * 100n }, currencyDecimals(currency));
}

describe('the rebate formula', () => {
  it('is spend × rate, rounded to the currency’s decimals', () => {
    // Rebate 2 of the issue: JPY 81,831 × 1.21 % = 990.1551, whole yen.
    expect(amountOf({ spendAmount: 81831, rebateRate: 1.21, currency: 'JPY' })).toBe('990');
    expect(amountOf({ spendAmount: '81831.45', rebateRate: '1.21', currency: 'USD' })).toBe(
      '990.16',
    );
    // Half away from zero, once, at the end.
    expect(amountOf({ spendAmount: '50.50', rebateRate: 1, currency: 'USD' })).toBe('0.51');
    expect(amountOf({ spendAmount: 50, rebateRate: 1, currency: 'JPY' })).toBe('1');
    expect(amountOf({ spendAmount: 49, rebateRate: 1, currency: 'JPY' })).toBe('0');
    // No spend or no rate: no amount.
    expect(amountOf({ rebateRate: 1, currency: 'USD' })).toBeNull();
  });

  it('gives a commission the same way', () => {
    const { commissionAmount } = saleAgentBillSchema.fields;
    const bill = { consumeAmount: '12345.67', commissionRate: '2.5', currency: 'USD' };
    expect(computeValue(commissionAmount, bill)).toBe('308.64');
  });

  it('takes a gradient’s rate for the band the spend reaches', () => {
    const gradient = [
      { threshold: 0, ratio: '0.8' },
      { threshold: '20000', ratio: '1.2' },
      { threshold: 50000, ratio: 1.5 },
    ];
    expect(gradientRate(gradient, '19999.99')).toBe('0.8');
    expect(gradientRate(gradient, 20000)).toBe('1.2');
    expect(gradientRate(gradient, '81831')).toBe('1.5');
    expect(gradientRate([{ threshold: 100, ratio: 1 }], 99)).toBeUndefined();
    expect(gradientRate(gradient, 'n/a')).toBeUndefined();
  });
});

describe('the seeded rebates', () => {
  it.each([
    ['clientRebate', 'spendAmount'],
    ['orgRebate', 'spendAmount'],
    ['mediaAgentRebate', 'spend'],
    ['orgFinanceRebate', 'spend'],
  ])(
    '%s: every amount is its spend × its rate, a tiered one at the gradient’s rate',
    (entity, spend) => {
      const rows = seededRows(DEMO_SEED, entity);
      expect(rows.length).toBeGreaterThan(0);
      let tiered = 0;
      for (const row of rows) {
        const where = `${entity} ${String(row.id)}`;
        expect(Number(row.rebateAmount), where).toBe(
          Number(byHand(row[spend], row.rebateRate, String(row.currency))),
        );
        expect(Number(row.rebateRate), where).toBeGreaterThan(0);
        expect(Number(row.rebateRate), where).toBeLessThanOrEqual(3);
        if (Number(row.rebateMode) !== rebateModeCode.tiered) continue;
        tiered += 1;
        expect(String(row.rebateRate), where).toBe(gradientRate(DEMO_REBATE_GRADIENT, row[spend]));
      }
      expect(tiered).toBeGreaterThan(0);
    },
  );
});

describe('a rebate’s transfer', () => {
  it('moves spend × rate, whatever amount is stored beside them', async () => {
    const db = getStore();
    const client = collection(db, 'client').find((row) => row.status === 2)!;
    Object.assign(client, {
      settlementCurrency: 'JPY',
      walletBalance: 1000,
      wallets: [{ currency: 'JPY', balance: 1000, credit: 0 }],
    });
    const rebate = collection(db, 'clientRebate')[1];
    Object.assign(rebate, {
      clientId: client.clientId,
      currency: 'JPY',
      spendAmount: 81831,
      rebateRate: 1.21,
      rebateAmount: 64707,
      status: 1,
    });
    const financier = await loginAs('financier');
    const answer = await call('main', '/client/rebate/transfer', {
      method: 'POST',
      token: financier,
      body: { id: rebate.id, transferType: 1 },
    });
    expect(answer.code).toBe(0);
    expect((client.wallets as Row[])[0].balance).toBe(1990);
    expect(client.walletBalance).toBe(1990);
    expect(rebate).toMatchObject({ status: 2, rebateAmount: 990 });
    const log = collection(db, 'clientWalletLog').find((row) => row.clientId === client.clientId);
    expect(log).toMatchObject({ amount: 990, currency: 'JPY' });
  });
});
