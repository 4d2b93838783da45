import { workOrderKinds, workOrderPlatforms } from '../../schemas/workOrder';
import type { DemoAccount } from '../users';
import type { DemoDb, Row } from '../db';
import { openRefunds, settleRefund, startApplication } from './applicationLife';
import { collection } from './collections';
import { adsAccountHooks } from './adsAccountRules';
import { clientScoreHooks, orgScoreHooks } from './creditScores';
import { demoErrors } from '../handlers/errors';
import { invoiceHooks } from './invoices';
import { mediaAgentHooks } from './mediaAgentTerms';
import { mccAuthHooks } from './mccAuths';
import { openAccounts } from './openedAccounts';
import { oneRatePerDay } from './optionRules';
import { orgHooks } from './orgVip';
import { rebateHooks } from './rebateTransfer';
import { refundApplicationHooks, refundPayoutHooks } from './refundApplication';
import { billHooks } from './billAdjustments';
import { clientPaymentHooks, financePaymentHooks } from './paymentCollection';
import type { Refusal } from './validation';
import { blacklistHooks, siteMessageHooks } from './siteMessages';
import { topUpHooks } from './cardPayments';
import { saleAgentHooks } from './saleAgentCheck';
import { vccCardHooks } from './vccCards';
import { withTodo } from './workOrderTodos';
import { clientLedger, orgLedger, type Ledger } from './walletMoves';

export interface HookArgs {
  /** The coerced input (schema fields present in the body). */
  input: Row;
  /** The collection, to check uniqueness against. */
  rows: readonly Row[];
  /** The record being edited; absent on create. */
  record?: Row;
  /** The request as sent, read-only fields included (an edit drops them from `input`). */
  sent?: Row;
  /** Who sends it, where a rule depends on the sender's rights (a card top-up: `payByCard`). */
  account?: DemoAccount;
}

/** Rules a declaration cannot state, added by hand to a resource's generated create and edit. */
export interface ResourceHooks {
  /** Adjusts the input before it is validated and saved (e.g. upper-cases a code). */
  normalize?(input: Row): void;
  /** Runs after the schema's own rules; a refusal is answered as is. */
  validate?(args: HookArgs): Refusal | undefined;
  /**
   * A checked row of a spreadsheet import, before it is stored: completes it (names, ids found
   * from the sheet's codes) or refuses it. `row` is its number in the sheet.
   */
  importRow?(input: Row, db: DemoDb, row: number): Refusal | undefined;
  /** A new record, before it is stored: the values the backend decides (state, balances). */
  initialize?(record: Row, db: DemoDb, account?: DemoAccount): void;
  /**
   * A declared action's checked values, before anything changes: refuses what the record's data
   * does not allow (a refund above the balance).
   */
  beforeAction?(
    action: string,
    record: Row,
    input: Row,
    db: DemoDb,
    account?: DemoAccount,
  ): Refusal | undefined;
  /**
   * After a declared action has changed a record, what else it changes (records it creates);
   * `input` holds the values the action took, `operator` who took it (for the logs it writes).
   */
  afterAction?(action: string, record: Row, db: DemoDb, input: Row, operator?: DemoAccount): void;
  /** After a record is created or deleted, what else it changes (a score entry: its holder's score). */
  afterWrite?(record: Row, db: DemoDb): void;
  /** Before a record's details are answered: what moved since (a USDT deposit's confirmations). */
  beforeRead?(record: Row, db: DemoDb): void;
  /** A created record goes first in its collection, so an unsorted list shows it on top. */
  newestFirst?: boolean;
}

/** Monthly spend rows name their client by its number; the record keeps its id and names. */
const monthlySpend: ResourceHooks = {
  importRow(input, db, row) {
    const client = collection(db, 'client').find(
      (candidate) => String(candidate.clientSN) === String(input.clientSN),
    );
    if (!client) {
      return {
        error: demoErrors.unknownClient,
        params: { row: String(row), value: String(input.clientSN) },
      };
    }
    Object.assign(input, {
      clientId: client.clientId,
      clientName: client.clientName,
      orgId: client.orgId,
      orgName: client.orgName,
      settlementMode: client.payMode,
    });
    return undefined;
  },
};

/**
 * A new work order waits for review (status 0) with no result yet, whatever the request says; it
 * gets its work order id and application number, and an opening the first account's currency.
 */
const newWorkOrder: ResourceHooks = {
  newestFirst: true,
  normalize(input) {
    const stamp = String(Date.now());
    Object.assign(input, {
      status: 0,
      openResult: undefined,
      reason: undefined,
      orderSn: undefined,
      operatorId: undefined,
      accountIds: undefined,
    });
    Object.assign(input, { workId: stamp, applySn: `AP${stamp}` });
    const [first] = Array.isArray(input.accounts) ? (input.accounts as Row[]) : [];
    if (first?.currency !== undefined) input.currency = first.currency;
  },
};

/** A passed opening creates its ad accounts (demo-backend/engine/openedAccounts.ts). */
const openingOrder: ResourceHooks = {
  ...newWorkOrder,
  afterAction(action, record, db) {
    if (action === 'pass') openAccounts(record, db);
  },
};

const workOrderResources = workOrderPlatforms.flatMap((platform) =>
  workOrderKinds.map(
    (kind) =>
      [
        `${platform.toLowerCase()}${kind}`,
        // Its to-do follows it (workOrderTodos.ts).
        withTodo(kind === 'Apply' ? openingOrder : newWorkOrder, platform, kind),
      ] as const,
  ),
);

/** A client or reseller starts empty and waits for review; its refund pays out its money. */
const applicationOf = (ledger: Ledger): ResourceHooks => ({
  initialize: (record) => startApplication(record),
  afterAction(action, record, db) {
    if (action === 'refund') openRefunds(ledger, record, db);
  },
});

/** A reseller also buys VIP levels, paid from its wallet (orgVip.ts). */
const withVip = (hooks: ResourceHooks): ResourceHooks => ({
  ...hooks,
  beforeAction: (action, record, input, db, account) =>
    hooks.beforeAction?.(action, record, input, db, account) ??
    orgHooks.beforeAction?.(action, record, input, db, account),
  afterAction(action, record, db, input) {
    hooks.afterAction?.(action, record, db, input);
    orgHooks.afterAction?.(action, record, db, input);
  },
});

/**
 * A refund paid is debited from its source (refundApplication.ts); its review settles its client
 * or reseller being refunded (liquidated once nothing is open).
 */
const refundOf = (ledger: Ledger): ResourceHooks => {
  const payout = refundPayoutHooks(ledger);
  return {
    beforeAction: payout.beforeAction,
    afterAction(action, record, db, input) {
      payout.afterAction?.(action, record, db, input);
      settleRefund(ledger, action, record, db);
    },
  };
};

/** A client or reseller also applies for refunds of part of its wallet while in business. */
const withRefundApplication = (hooks: ResourceHooks, ledger: Ledger): ResourceHooks => {
  const application = refundApplicationHooks(ledger);
  return {
    ...hooks,
    beforeAction: application.beforeAction,
    afterAction(action, record, db, input) {
      hooks.afterAction?.(action, record, db, input);
      application.afterAction?.(action, record, db, input);
    },
  };
};

/** The hooks by resource name. */
export const resourceHooks: Record<string, ResourceHooks> = {
  ...Object.fromEntries(workOrderResources),
  monthlyCountListV2: monthlySpend,
  client: withRefundApplication(applicationOf(clientLedger), clientLedger),
  org: withVip(withRefundApplication(applicationOf(orgLedger), orgLedger)),
  clientRefund: refundOf(clientLedger),
  orgRefund: refundOf(orgLedger),
  // An invoice finance issues: a known client or reseller, a number of its own (invoices.ts).
  clientInvoice: invoiceHooks(clientLedger),
  orgInvoice: invoiceHooks(orgLedger),
  // A rebate's transfer and its effect on the balances (rebateTransfer.ts).
  clientRebate: rebateHooks(clientLedger),
  orgRebate: rebateHooks(orgLedger),
  // A wallet top-up; a USDT one is confirmed and credited by the demo chain (usdtDeposits.ts).
  orgFinanceWalletPay: topUpHooks,
  // Payments credit the wallet once received; bills keep only their last correction, and are
  // paid from their holder's wallet.
  clientPayment: clientPaymentHooks,
  // Payments finance collects: a client's credits the client, a reseller's own and its dollar
  // top-ups credit the reseller (also collected on /org/payment).
  financePayment: financePaymentHooks,
  orgPayment: financePaymentHooks,
  orgFinancePayment: financePaymentHooks,
  clientBill: billHooks(clientLedger),
  clientBillOfClient: billHooks(clientLedger),
  orgBill: billHooks(orgLedger),
  orgBillOfOrg: billHooks(orgLedger),
  // An ad account's closing, zero-out, moves and Facebook authorisation (adsAccountRules.ts).
  adsAccount: adsAccountHooks,
  // Score entries: their item's range, and the holder's score (creditScores.ts); VIP (orgVip.ts).
  clientCreditScore: clientScoreHooks,
  orgCreditScore: orgScoreHooks,
  // Site messages: review, publication and delivery (siteMessages.ts).
  ...Object.fromEntries(
    ['newsList', 'newsAdd', 'newsEdit'].map((name) => [name, siteMessageHooks]),
  ),
  newsBlacklist: blacklistHooks,
  optionExchangeRate: oneRatePerDay,
  optionVccExchangeRate: oneRatePerDay,
  // A media agent's fixed opening fee, terms in effect and authorisation link (mediaAgentTerms.ts).
  mediaAgent: mediaAgentHooks,
  // A renewed MCC authorisation holds for a year from now (mccAuths.ts).
  mccLog: mccAuthHooks,
  // A partner's registration check (saleAgentCheck.ts).
  saleAgent: saleAgentHooks,
  // A virtual card's binding checks and the records of its steps (vccCards.ts).
  vcc: vccCardHooks,
  // Currency codes are upper case and unique.
  currency: {
    normalize(input) {
      if (typeof input.currency === 'string') input.currency = input.currency.toUpperCase();
    },
    validate({ input, rows, record }) {
      const code = input.currency;
      const taken = rows.some((row) => row !== record && row.currency === code);
      return code !== undefined && taken
        ? { error: demoErrors.duplicate, params: { field: String(code) } }
        : undefined;
    },
  },
};
