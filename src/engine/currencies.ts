/**
 * How many decimals (minor units) an amount in a currency may have: ISO 4217 for the currencies
 * the platform trades in, 6 for USDT (assumed: the ledger precision the platform keeps for the
 * stablecoin; the chain itself has 6 on TRC20), and 2 for any code not listed. A declaration adds
 * or overrides one with `defineCurrency('XAU', 3)` (src/engine/define.ts).
 */
const minorUnits = new Map<string, number>([
  ...['USD', 'CNY', 'EUR', 'HKD', 'GBP', 'SGD', 'AUD', 'CAD', 'BRL', 'MXN', 'ARS', 'NGN'].map(
    (code) => [code, 2] as const,
  ),
  ...['THB', 'PHP', 'MYR', 'TRY', 'INR', 'TWD', 'CHF', 'NZD', 'AED', 'SAR', 'RUB', 'ZAR'].map(
    (code) => [code, 2] as const,
  ),
  ['IDR', 2], // ISO 4217 lists 2, although prices are usually quoted in whole rupiah.
  // ISO 4217 gives these no minor unit.
  ...['JPY', 'KRW', 'VND', 'CLP', 'PYG', 'ISK', 'UGX'].map((code) => [code, 0] as const),
  ...['KWD', 'BHD', 'JOD', 'OMR', 'TND'].map((code) => [code, 3] as const),
  ['USDT', 6],
]);

export const DEFAULT_CURRENCY_DECIMALS = 2;

/** Adds a currency or changes its decimals. */
export function registerCurrency(code: string, decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0) {
    throw new Error(`Currency ${code}: decimals must be a whole number ≥ 0`);
  }
  minorUnits.set(code.toUpperCase(), decimals);
}

/** Every currency code the console knows the decimals of, with them, in code order. */
export function knownCurrencies(): [string, number][] {
  return [...minorUnits.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/** The decimals an amount in this currency may have (2 when the code is unknown or missing). */
export function currencyDecimals(code: string | undefined | null): number {
  const known = code ? minorUnits.get(String(code).trim().toUpperCase()) : undefined;
  return known ?? DEFAULT_CURRENCY_DECIMALS;
}
