import { DEFAULT_WALLET_CURRENCIES } from '../../schemas/client';

export interface Wallet {
  currency: string;
  balance: number;
  credit: number;
}

/** The wallets a new client or reseller gets: USD, ARS, NGN and its settlement currency, empty. */
export function defaultWallets(settlementCurrency: unknown): Wallet[] {
  const currencies: string[] = [...DEFAULT_WALLET_CURRENCIES];
  if (typeof settlementCurrency === 'string' && !currencies.includes(settlementCurrency)) {
    currencies.push(settlementCurrency);
  }
  return currencies.map((currency) => ({ currency, balance: 0, credit: 0 }));
}
