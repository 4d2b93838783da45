import { add, exactText, multiply, roundedText, subtract, toFraction } from '@/demoBackendSurface';
import type { Row } from '../db';
import { storedDecimal } from '../engine/computed';
import type { Random } from '../random';

/** Bills seeded per entity (as many as a generated list has). */
const BILL_COUNT = 48;

/**
 * The statement generation runs the bills came from: one per month and currency (fixed months, so
 * the seed does not depend on today).
 */
const GROUPS = (['USD', 'CNY', 'USD', 'EUR', 'USD', 'HKD'] as const).map((currency, index) => ({
  id: index + 1,
  month: `2025-${String(index + 7).padStart(2, '0')}`,
  currency,
}));
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
    const group = GROUPS[index % GROUPS.length];
    const currency = group.currency;
    const lines = Array.from({ length: random.int(1, 4) }, (_, n) => line(random, n, currency));
    return {
      id: index + 1,
      status: index % 6,
      title: `Statement ${group.month} · ${currency} #${index + 1}`,
      billGroupId: group.id,
      month: group.month,
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

/** The generation runs, each with the count and total of the bills it made (done, status 1). */
export function seedBillGroups(bills: readonly Row[]): Row[] {
  return GROUPS.map((group) => {
    const made = bills.filter((bill) => bill.billGroupId === group.id);
    return { ...group, billCount: made.length, totalAmount: sum(made, 'amount'), status: 1 };
  });
}
