import { add, exactText, subtract, toFraction, type Fraction } from '@/demoBackendSurface';
import { walletChangeCode as change } from '../../schemas/clientWalletLog';
import type { Row } from '../db';
import { storedDecimal } from '../engine/computed';
import { utcSeconds, type Random } from '../random';
import { applicationStatus } from './statuses';

/** Seeded movements lie between a holder's start (2024 at the earliest) and this day. */
const LOG_FROM = utcSeconds(2024, 1, 1);
const LOG_TO = utcSeconds(2026, 11, 1);

const ZERO: Fraction = { n: 0n, d: 1n };
const fraction = (value: number | string) => toFraction(value) ?? ZERO;
const stored = (value: Fraction) => storedDecimal(exactText(value) ?? '0');

interface Movement {
  changeType: number;
  amount: Fraction;
  remark: string;
  mediaAccountId?: string;
}

const accountId = (random: Random) => String(random.int(100000000000, 999999999999));

/** A movement after the opening top-up: an ad account recharged (most), zeroed out or a rebate. */
function laterMovement(random: Random): Movement {
  const roll = random.next();
  if (roll < 0.6) {
    const account = accountId(random);
    return {
      changeType: change.accountRecharge,
      amount: fraction(-random.amount(100, 60000)),
      remark: `ad account ${account}`,
      mediaAccountId: account,
    };
  }
  if (roll < 0.8) {
    const account = accountId(random);
    return {
      changeType: change.accountZeroed,
      amount: fraction(random.amount(10, 5000)),
      remark: `ad account ${account} zeroed out`,
      mediaAccountId: account,
    };
  }
  return {
    changeType: change.rebateCredited,
    amount: fraction(random.amount(10, 3000)),
    remark: 'rebate',
  };
}

/**
 * The movements that brought a wallet from 0 to `balance`, oldest first (none for an empty one):
 * a top-up, then ad account recharges, zero-outs and rebates; the top-up is what the others leave
 * to reach the balance (more than 0: the credits after it are dropped when they alone would pass
 * it).
 */
function movementsTo(random: Random, balance: Fraction): Movement[] {
  if (balance.n === 0n) return [];
  let later = Array.from({ length: random.int(1, 4) }, () => laterMovement(random));
  const opening = (rest: Movement[]) =>
    rest.reduce((left, movement) => subtract(left, movement.amount), balance);
  if (opening(later).n <= 0n) later = later.filter((movement) => movement.amount.n < 0n);
  const topUp = opening(later);
  if (topUp.n <= 0n) return [{ changeType: change.adjustment, amount: balance, remark: '' }];
  return [{ changeType: change.recharge, amount: topUp, remark: 'bank transfer' }, ...later];
}

/** A liquidated holder's wallet: topped up once, then refunded in full. */
function refundedMovements(random: Random): Movement[] {
  const amount = fraction(random.amount(1000, 50000));
  return [
    { changeType: change.recharge, amount, remark: 'bank transfer' },
    { changeType: change.refundWithdrawal, amount: subtract(ZERO, amount), remark: 'refund' },
  ];
}

const walletsOf = (holder: Row): Row[] => (Array.isArray(holder.wallets) ? holder.wallets : []);

/** Distinct moments in a holder's time, oldest first (a minute apart at least). */
function momentsOf(random: Random, holder: Row, count: number): number[] {
  const from = Math.max(Number(holder.createTime) || LOG_FROM, LOG_FROM);
  const moments = Array.from({ length: count }, () => random.dateSeconds(from, LOG_TO));
  moments.sort((a, b) => a - b);
  for (let i = 1; i < moments.length; i += 1)
    moments[i] = Math.max(moments[i], moments[i - 1] + 60);
  return moments;
}

/**
 * A wallet log whose lines add up to the wallets (client or reseller: `carried` names the
 * holder's fields each line copies): every wallet starts at 0 (the opening balance of every
 * seeded wallet), and its lines, each with the balance after it, bring it to what it holds; an
 * empty wallet has none, a liquidated holder's shows its money in and refunded. Newest first,
 * numbered in time, as `moveWallet` adds lines (demo-backend/engine/walletMoves.ts).
 */
export function seedWalletLog(
  random: Random,
  holders: readonly Row[],
  carried: readonly string[],
): Row[] {
  const lines: Row[] = [];
  for (const holder of holders) {
    const carry = Object.fromEntries(carried.map((name) => [name, holder[name]]));
    const wallets = walletsOf(holder).map((wallet) => ({
      currency: String(wallet.currency),
      movements: movementsTo(random, fraction(String(wallet.balance ?? 0))),
    }));
    if (holder.status === applicationStatus.liquidated) {
      wallets.push({
        currency: String(holder.settlementCurrency),
        movements: refundedMovements(random),
      });
    }
    for (const { currency, movements } of wallets) {
      const moments = momentsOf(random, holder, movements.length);
      let balance = ZERO;
      movements.forEach((movement, index) => {
        balance = add(balance, movement.amount);
        lines.push({
          ...carry,
          changeType: movement.changeType,
          mediaAccountId: movement.mediaAccountId ?? null,
          amount: stored(movement.amount),
          balanceAfter: stored(balance),
          currency,
          remark: movement.remark || null,
          createTime: moments[index],
        });
      });
    }
  }
  lines.sort((a, b) => Number(b.createTime) - Number(a.createTime));
  return lines.map((line, index) => ({ id: lines.length - index, ...line }));
}
