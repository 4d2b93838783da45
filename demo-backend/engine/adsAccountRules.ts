import { toFraction } from '@/demoBackendSurface';
import type { DemoDb, Row } from '../db';
import { demoErrors } from '../handlers/errors';
import type { DemoAccount } from '../users';
import { collection, nextId } from './collections';
import type { ResourceHooks } from './hooks';
import type { Refusal } from './validation';
import { amountOf, clientLedger, holderOf, moveWallet, walletChange } from './walletMoves';

/*
 * The demo backend's rules for an operator's actions on an ad account. Which statuses offer which
 * action is declared (`adsAccountActions` of schemas/adsAccount.ts) and checked by the generated
 * action handler (10011); the rules here need the account's data: its balance, where it moves to.
 */

const nowSeconds = () => Math.floor(Date.now() / 1000);
const isZero = (amount: unknown) => toFraction(amount ?? '0')?.n === 0n;
const same = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '');
const named = (record: Row) => ({ value: String(record.mediaAccountId ?? record.accountId) });
const findBy = (db: DemoDb, entity: string, field: string, value: unknown) =>
  collection(db, entity).find((row) => same(row[field], value));

/** A client in business (status 2) takes accounts; one under review or terminated does not. */
const CLIENT_IN_BUSINESS = 2;
/** An open media agent (enabled status 1) takes accounts. */
const AGENT_OPEN = 1;

/** What an account was before a move, kept between the check and the change log. */
const before = new WeakMap<Row, Row>();

function checkMove(action: string, record: Row, input: Row, db: DemoDb): Refusal | undefined {
  if (action === 'moveClient') {
    if (same(input.clientId, record.clientId)) {
      return { error: demoErrors.accountSameOwner, params: named(record) };
    }
    const client = findBy(db, 'client', 'clientId', input.clientId);
    if (client && client.status !== CLIENT_IN_BUSINESS) {
      return {
        error: demoErrors.accountOwnerClosed,
        params: { value: String(client.clientName ?? input.clientId) },
      };
    }
  } else {
    if (same(input.mediaAgentId, record.mediaAgentId)) {
      return { error: demoErrors.accountSameOwner, params: named(record) };
    }
    const agent = findBy(db, 'mediaAgent', 'mediaAgentId', input.mediaAgentId);
    if (agent && agent.status !== undefined && agent.status !== AGENT_OPEN) {
      return {
        error: demoErrors.accountOwnerClosed,
        params: { value: String(agent.mediaAgentName ?? input.mediaAgentId) },
      };
    }
  }
  before.set(record, { ...record });
  return undefined;
}

function checkAction(action: string, record: Row, input: Row, db: DemoDb): Refusal | undefined {
  switch (action) {
    case 'close':
      return isZero(record.balance)
        ? undefined
        : { error: demoErrors.accountHoldsBalance, params: named(record) };
    case 'zeroOut':
      return isZero(record.balance)
        ? { error: demoErrors.accountNothingToZero, params: named(record) }
        : undefined;
    case 'moveClient':
    case 'moveMediaAgent':
      return checkMove(action, record, input, db);
    default:
      return undefined;
  }
}

/**
 * Zeroing out returns what the account held to its client's wallet of the account's currency,
 * logged as such ("account zeroed out, returned"), then leaves it at 0.
 */
function returnBalance(record: Row, db: DemoDb): void {
  const client = holderOf(clientLedger, record, db);
  const currency = typeof record.currency === 'string' ? record.currency : '';
  if (client && currency) {
    const remark = `ad account ${String(record.mediaAccountId ?? record.accountId)} zeroed out`;
    const movement = { changeType: walletChange.accountZeroed, remark };
    moveWallet(clientLedger, client, currency, amountOf(record.balance), movement, db);
  }
  record.balance = '0';
}

/** The fields every change log and authorisation record repeats from the account. */
const accountPart = (record: Row) => ({
  mediaAccountId: record.mediaAccountId,
  accountName: record.accountName,
  platform: record.platform,
  clientId: record.clientId,
  clientName: record.clientName,
  orgId: record.orgId,
});

function push(db: DemoDb, entity: string, row: Row): void {
  const rows = collection(db, entity);
  rows.unshift({ id: nextId(rows, 'id'), ...row });
}

/** The client's or media agent's names follow the new id; the change log keeps the old ones. */
function logMove(action: string, record: Row, db: DemoDb, input: Row, operatorName: string) {
  const old = before.get(record) ?? {};
  before.delete(record);
  const remark = input.remark ?? null;
  if (action === 'moveClient') {
    const client = findBy(db, 'client', 'clientId', record.clientId);
    Object.assign(record, {
      clientName: client?.clientName ?? record.clientName,
      orgId: client?.orgId ?? record.orgId,
      orgName: client?.orgName ?? record.orgName,
    });
    push(db, 'accountChangeByClient', {
      ...accountPart(record),
      fromClientName: old.clientName ?? null,
      currency: record.currency,
      transferBalance: String(record.balance ?? '0'),
      operatorName,
      remark,
      changeTime: nowSeconds(),
    });
    return;
  }
  const agent = findBy(db, 'mediaAgent', 'mediaAgentId', record.mediaAgentId);
  record.mediaAgentName = agent?.mediaAgentName ?? record.mediaAgentName;
  push(db, 'accountChangeByMediaAgent', {
    ...accountPart(record),
    fromMediaAgentName: old.mediaAgentName ?? null,
    mediaAgentId: record.mediaAgentId,
    mediaAgentName: record.mediaAgentName,
    operatorName,
    remark,
    changeTime: nowSeconds(),
  });
}

/** One authorisation record per account, under the batch's number. */
function logAuthorisation(record: Row, db: DemoDb, input: Row, operatorName: string) {
  const batchNo = String(input.batchNo ?? '') || `${nowSeconds()}-${String(record.accountId)}`;
  push(db, 'adsAccountAuth', {
    ...accountPart(record),
    batchNo,
    accountId: record.accountId,
    bmId: input.bmId,
    result: 1,
    failReason: null,
    operatorName,
    createTime: nowSeconds(),
  });
}

export const adsAccountHooks: ResourceHooks = {
  beforeAction: checkAction,
  afterAction(action, record, db, input, operator?: DemoAccount) {
    const operatorName = String(operator?.info.name ?? '');
    if (action === 'zeroOut') returnBalance(record, db);
    else if (action === 'authorizeFacebook') logAuthorisation(record, db, input, operatorName);
    else if (action === 'moveClient' || action === 'moveMediaAgent') {
      logMove(action, record, db, input, operatorName);
    }
  },
};
