import { currencyDecimals } from '@/engine/currencies';
import { roundedText, subtract, multiply, toFraction, add, type Fraction } from '@/engine/decimal';

/**
 * What a wallet recharge costs (SPEC §9's texts), in one place: the fee preview of the top-up form
 * and the demo backend read these rates. The spec states the rates, not which applies when:
 *  - bank transfer (payMethod 1): 0.2 % exchange loss, plus a tax the payer chooses with
 *    `transferTax`: 1.1 % (sent from an account abroad) or 6.72 % (from a mainland China account,
 *    VAT with its surcharges); assumed;
 *  - online payment (payMethod 2): the "some channels" of the 0.5 % handling fee, plus the online
 *    fee `{tax}` %, taken as 3 % (assumed: the spec leaves the figure to the backend's text);
 *  - USDT on TRC20 (payMethod 3): no fee; credited 1:1 into the USD wallet;
 *  - card payment (payMethod 4): an online payment, the same two fees (assumed).
 */
export const RECHARGE_RATES = {
  exchangeLoss: '0.2',
  transferTax: { 1: '1.1', 2: '6.72' } as Record<string, string>,
  handling: '0.5',
  onlineFee: '3',
} as const;

/** The wallet a recharge lands in: USDT counts as dollars, 1:1 (assumed). */
export const CREDITED_CURRENCY = 'USD';

export interface FeeLine {
  /** Which fee: `exchangeLoss`, `transferTax`, `handling`, `onlineFee` (a locale key's end). */
  kind: 'exchangeLoss' | 'transferTax' | 'handling' | 'onlineFee';
  /** The rate in percent, as text ('6.72'). */
  rate: string;
  /** The fee: amount × rate, rounded half away from zero to the currency's decimals. */
  fee: string;
}

export interface RechargeQuote {
  currency: string;
  lines: FeeLine[];
  /** The amount less every fee line, in the currency's decimals. */
  credited: string;
}

/** Percent of an amount, rounded once to `decimals` (each line as the payer is charged it). */
function percentOf(amount: Fraction, rate: string, decimals: number): string {
  const fraction = multiply(amount, toFraction(rate)!);
  return roundedText({ n: fraction.n, d: fraction.d * 100n }, decimals);
}

/**
 * The fee lines and the amount credited for a recharge, in exact decimals; null while the amount
 * or the method is not a usable value (nothing is guessed from a half-typed form). An amount of 0
 * gives the method's fee lines at 0: the form shows them before anything is typed.
 */
export function quoteRecharge(values: Record<string, unknown>): RechargeQuote | null {
  const amount = toFraction(values.amount);
  const currency = typeof values.currency === 'string' ? values.currency : null;
  if (!amount || amount.n < 0n || !currency) return null;
  const decimals = currencyDecimals(currency);
  const method = String(values.payMethod ?? '');
  const rates: [FeeLine['kind'], string][] = [];
  if (method === '1') {
    const tax = RECHARGE_RATES.transferTax[String(values.transferTax ?? '')];
    if (!tax) return null;
    rates.push(['exchangeLoss', RECHARGE_RATES.exchangeLoss], ['transferTax', tax]);
  } else if (method === '2' || method === '4') {
    rates.push(['handling', RECHARGE_RATES.handling], ['onlineFee', RECHARGE_RATES.onlineFee]);
  } else if (method !== '3') {
    return null;
  }
  const lines = rates.map(([kind, rate]) => ({
    kind,
    rate,
    fee: percentOf(amount, rate, decimals),
  }));
  const fees = lines.reduce((sum, line) => add(sum, toFraction(line.fee)!), toFraction(0)!);
  return { currency, lines, credited: roundedText(subtract(amount, fees), decimals) };
}

/** SPEC §9: a USDT deposit is credited after 25 network confirmations… */
export const USDT_CONFIRMATIONS = 25;
/** …its address is valid 30 minutes… */
export const USDT_ADDRESS_MINUTES = 30;
/** …and it is recognised within 5 to 30 minutes. */
export const USDT_RECOGNITION_MINUTES = [5, 30] as const;
