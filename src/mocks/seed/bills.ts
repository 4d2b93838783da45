import { add, exactText, multiply, roundedText, subtract, toFraction } from '@/engine/decimal';
import type { Row } from '../db';
import { storedDecimal } from '../engine/computed';
import type { Random } from '../random';

/** Bills seeded per entity (as many as a generated list has). */
const BILL_COUNT = 48;
const CURRENCIES = ['USD', 'USD', 'USD', 'CNY', 'EUR', 'HKD'] as const;
const fraction = (value: string | number) => toFraction(value)!;

/**
 * One bill line per ad account: spend, a service fee and a rebate as percentages of it (rounded
 * once to cents), and the line's amount, spend + service fee − rebate.
 */
function line(random: Random, index: number, currency: string): Row {
  const spend = fraction(random.amount(100, 20000).toFixed(2));
  const serviceFee = roundedText(multiply(spend, fraction(`0.0${random.int(1, 6)}`)), 2);
  const rebate = roundedText(multiply(spend, fraction(`0.0${random.int(0, 3)}`)), 2);
  const amount = subtract(add(spend, fraction(serviceFee)), fraction(rebate));
  const adsAccountId = String(random.int(100000000, 999999999));
  return {
    adsAccountId,
    accountName: `Account ${index + 1}-${adsAccountId.slice(-4)}`,
    currency,
    spend: storedDecimal(roundedText(spend, 2)),
    serviceFee: storedDecimal(serviceFee),
    rebate: storedDecimal(rebate),
    amount: storedDecimal(roundedText(amount, 2)),
  };
}

const sum = (rows: readonly Row[], field: string) =>
  storedDecimal(
    exactText(rows.reduce((total, row) => add(total, fraction(String(row[field]))), fraction(0)))!,
  );

/**
 * Bills whose lines (one per ad account) add up to their amount and rebate, spread over the six
 * stages of the bill progress; the generator fills the rest (client, month, title…).
 */
export function seedBills(random: Random): Row[] {
  return Array.from({ length: BILL_COUNT }, (_, index) => {
    const currency = random.pick(CURRENCIES);
    const lines = Array.from({ length: random.int(1, 4) }, (_, n) => line(random, n, currency));
    return {
      id: index + 1,
      status: index % 6,
      currency,
      lines,
      amount: sum(lines, 'amount'),
      rebateAmount: sum(lines, 'rebate'),
      // No deduction or correction yet (null: the generator leaves them empty).
      deductAmount: null,
      deductRemark: null,
      correctionType: null,
      reduceAmount: null,
      increaseAmount: null,
    };
  });
}
