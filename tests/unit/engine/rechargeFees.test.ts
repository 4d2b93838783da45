// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { quoteRecharge } from '../../../schemas/rechargeFees';

describe('the fees of a wallet top-up (SPEC §9), in exact decimals', () => {
  it('charges a bank transfer 0.2 % exchange loss plus the 1.1 % tax', () => {
    expect(quoteRecharge({ amount: '300', currency: 'USD', payMethod: 1, transferTax: 1 })).toEqual(
      {
        currency: 'USD',
        lines: [
          { kind: 'exchangeLoss', rate: '0.2', fee: '0.60' },
          { kind: 'transferTax', rate: '1.1', fee: '3.30' },
        ],
        credited: '296.10',
      },
    );
  });

  it('or the 6.72 % tax from a mainland account; each line rounded half away from zero', () => {
    // 333.33 × 0.2 % = 0.66666 → 0.67; × 6.72 % = 22.399776 → 22.40.
    const quote = quoteRecharge({
      amount: '333.33',
      currency: 'USD',
      payMethod: 1,
      transferTax: 2,
    });
    expect(quote?.lines.map((line) => line.fee)).toEqual(['0.67', '22.40']);
    expect(quote?.credited).toBe('310.26');
  });

  it('charges an online payment the 0.5 % handling fee and the online fee', () => {
    const quote = quoteRecharge({ amount: '1000.10', currency: 'USD', payMethod: 2 });
    // 1000.10 × 0.5 % = 5.0005 → 5.00; × 3 % = 30.003 → 30.00.
    expect(quote).toEqual({
      currency: 'USD',
      lines: [
        { kind: 'handling', rate: '0.5', fee: '5.00' },
        { kind: 'onlineFee', rate: '3', fee: '30.00' },
      ],
      credited: '965.10',
    });
  });

  it('takes no fee on USDT, credited in full with its own decimals', () => {
    expect(quoteRecharge({ amount: '50', currency: 'USDT', payMethod: 3 })).toEqual({
      currency: 'USDT',
      lines: [],
      credited: '50.000000',
    });
  });

  it('computes nothing from a half-typed form', () => {
    expect(quoteRecharge({ amount: '', currency: 'USD', payMethod: 1, transferTax: 1 })).toBeNull();
    expect(quoteRecharge({ amount: '1e3', currency: 'USD', payMethod: 2 })).toBeNull();
    expect(quoteRecharge({ amount: '-5', currency: 'USD', payMethod: 2 })).toBeNull();
    expect(quoteRecharge({ amount: '300', currency: 'USD', payMethod: 1 })).toBeNull();
    expect(quoteRecharge({ amount: '300', currency: 'USD', payMethod: 9 })).toBeNull();
    expect(quoteRecharge({ amount: '300', currency: null, payMethod: 2 })).toBeNull();
  });
});
