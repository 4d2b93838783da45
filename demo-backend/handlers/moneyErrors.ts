import type { DemoError } from './errors';

/**
 * Issue #38's money codes (1075x): a VIP the wallet does not cover, a payment whose payer is not
 * there to credit. Part of `demoErrors` (errors.ts).
 */
export const moneyErrors = {
  vipAboveBalance: {
    code: 10751,
    en: '{name} costs {currency} {price}, more than the {balance} in the {currency} wallet',
    cn: '{name} 价格 {currency} {price}，超过 {currency} 钱包余额 {balance}',
  },
  noPayer: {
    code: 10752,
    en: 'Payment {value} has no payer to credit',
    cn: '打款 {value} 没有可入账的付款方',
  },
} as const satisfies Record<string, DemoError>;
