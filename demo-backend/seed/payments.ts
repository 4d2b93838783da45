import { payer } from '../../schemas/financePayment';
import type { Row } from '../db';
import type { Random } from '../random';
import { MAIN_ORG, RESELLER_ORG } from './orgs';
import { applicationStatus } from './statuses';

/** Payments seeded for finance to collect (as many as a generated list has). */
const PAYMENT_COUNT = 48;
/** The demo reseller's own dollar payment waiting for confirmation (the second row). */
const RESELLER_PAYMENT_INDEX = 1;

const inBusiness = (holder: Row) =>
  holder.status === applicationStatus.active ||
  holder.status === applicationStatus.changePendingReview;

const serial = (index: number) => `PA2024${String(index + 1).padStart(3, '0')}`;

/** Its currency: mostly the payer's settlement currency, sometimes another one. */
const currencyOf = (random: Random, holder: Row) =>
  random.chance(0.7)
    ? String(holder.settlementCurrency)
    : random.pick(['USD', 'GBP', 'EUR', 'HKD']);

/** A reseller's own payment: it names the reseller, no client. */
const resellerPayment = (org: Row): Row => ({
  payerType: payer.reseller,
  payerName: org.orgName,
  orgId: org.orgId,
  orgName: org.orgName,
  clientId: null,
  clientName: null,
});

/** A client's payment: it names the client, under the client's reseller (or the platform). */
const clientPayment = (client: Row): Row => ({
  payerType: payer.client,
  payerName: client.clientName,
  orgId: client.orgId,
  orgName: client.orgName,
  clientId: client.clientId,
  clientName: client.clientName,
});

/**
 * The payments finance collects (/finance/payment): each is a client's or a reseller's own
 * (`payerType`, about a third resellers'), named by its payer, in its payer's currency mostly;
 * the demo reseller always has a dollar payment waiting for confirmation. Their statuses, times,
 * banks and receipts are generated around them (schemas/financePayment.ts).
 */
export function seedPayments(random: Random, clients: readonly Row[], orgs: readonly Row[]): Row[] {
  const resellers = orgs.filter((org) => org.orgId !== MAIN_ORG.orgId && inBusiness(org));
  const payers = clients.filter(inBusiness);
  const demoReseller = orgs.find((org) => org.orgId === RESELLER_ORG.orgId);
  return Array.from({ length: PAYMENT_COUNT }, (_, index) => {
    const base = { id: index + 1, paymentSn: serial(index) };
    const amount = random.amount(500, 100000);
    if (index === RESELLER_PAYMENT_INDEX && demoReseller) {
      return { ...base, ...resellerPayment(demoReseller), currency: 'USD', amount, status: 0 };
    }
    const ownPayment = resellers.length > 0 && random.chance(0.35);
    const holder = ownPayment ? random.pick(resellers) : random.pick(payers);
    const who = ownPayment ? resellerPayment(holder) : clientPayment(holder);
    return { ...base, ...who, currency: currencyOf(random, holder), amount };
  });
}
