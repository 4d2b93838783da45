import { add, subtract, type Fraction } from '@/demoBackendSurface';
import type { DemoDb, Row } from '../db';
import { collection } from './collections';
import { settleMccStates } from './mccAuths';
import { amountOf, storedAmount } from './walletMoves';

/** Risk grades of a balance (schemas/financeClientBalance.ts `balanceRiskLevel`). */
const risk = { normal: 1, watch: 2, high: 3 } as const;

/** Negative, zero or positive as `a` is below, at or above `b`. */
const compare = (a: Fraction, b: Fraction) =>
  Number(subtract(a, b).n > 0n) - Number(subtract(a, b).n < 0n);

/**
 * A reseller's accounts, one per wallet currency, worked out from its record on every read, so
 * the own-account overview and finance's balance report always show what the wallets hold: each
 * currency once, the reserve fund and unsettled spend with the settlement currency's account,
 * available = balance + credit − unsettled spend. Graded (assumed): overdrawn is a high risk, less
 * than the unsettled spend left is to watch.
 */
function orgAccounts(db: DemoDb): Row[] {
  return collection(db, 'org').flatMap((org) => {
    const wallets = Array.isArray(org.wallets) ? (org.wallets as Row[]) : [];
    const seen = new Set<string>();
    return wallets.flatMap((wallet, index) => {
      const currency = typeof wallet.currency === 'string' ? wallet.currency : '';
      if (!currency || seen.has(currency)) return [];
      seen.add(currency);
      const settled = currency === org.settlementCurrency;
      const unsettled = settled ? amountOf(org.unsettledSpend) : amountOf(0);
      const available = subtract(add(amountOf(wallet.balance), amountOf(wallet.credit)), unsettled);
      const level =
        compare(available, amountOf(0)) < 0
          ? risk.high
          : compare(available, unsettled) < 0
            ? risk.watch
            : risk.normal;
      return [
        {
          id: Number(org.orgId) * 100 + index,
          orgId: org.orgId,
          orgName: org.orgName,
          currency,
          walletBalance: storedAmount(amountOf(wallet.balance)),
          reserveFund: storedAmount(settled ? amountOf(org.reserveFund) : amountOf(0)),
          creditLimit: storedAmount(amountOf(wallet.credit)),
          unsettledSpend: storedAmount(unsettled),
          availableBalance: storedAmount(available),
          riskLevel: level,
          updateTime: org.updateTime ?? org.createTime,
        },
      ];
    });
  });
}

/** Collections the demo derives from others instead of storing (read only). */
const derived: Record<string, (db: DemoDb) => Row[]> = { financeOrgBalance: orgAccounts };

/** Stored collections whose states follow from their facts and the clock, settled as read. */
const settled: Record<string, (rows: Row[]) => Row[]> = { mccAuth: settleMccStates };

/**
 * The records of an entity as a read (or an action) sees them: derived ones worked out, states
 * that follow the clock brought up to it, others as stored.
 */
export function readCollection(db: DemoDb, entity: string): Row[] {
  const derive = derived[entity];
  if (derive) return derive(db);
  const settle = settled[entity];
  return settle ? settle(collection(db, entity)) : collection(db, entity);
}
