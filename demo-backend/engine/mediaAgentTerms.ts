import type { Row } from '../db';
import { demoErrors } from '../handlers/errors';
import type { ResourceHooks } from './hooks';
import { currentMonth, monthOf } from './months';

/**
 * A media agent's terms (docs/areas/media-agents.md): the opening fee is fixed once submitted (SPEC
 * §5), the fee rate and rebate mode in effect follow from its dated policies, and a Google agent
 * answers its MCC authorisation link.
 */

const rowsOf = (value: unknown): Row[] =>
  Array.isArray(value) ? value.filter((row): row is Row => typeof row === 'object' && row) : [];

/**
 * The policy in effect: the latest whose month has come, else the first to come; undefined when
 * there is none.
 */
export function policyInEffect(policies: unknown): Row | undefined {
  const dated = rowsOf(policies)
    .map((row) => ({ row, month: monthOf(row.effectiveTime) }))
    .filter((entry): entry is { row: Row; month: string } => Boolean(entry.month))
    .sort((a, b) => a.month.localeCompare(b.month));
  const now = currentMonth();
  const started = dated.filter((entry) => entry.month <= now);
  return (started.at(-1) ?? dated[0])?.row;
}

/** The same amount, however it is written ('0', 0, '0.00'). */
const sameAmount = (a: unknown, b: unknown) =>
  (a === undefined || a === null || a === '' ? 0 : Number(a)) ===
  (b === undefined || b === null || b === '' ? 0 : Number(b));

/** A deterministic stand-in for Google's consent address, one per agent. */
export const demoAuthUrl = (record: Row) =>
  `https://accounts.google.com/o/oauth2/auth?client_id=demo-mcc&scope=adwords&state=${encodeURIComponent(
    String(record.mediaAgentSN ?? record.mediaAgentId),
  )}`;

export const mediaAgentHooks: ResourceHooks = {
  newestFirst: true,
  normalize(input) {
    if (Array.isArray(input.serviceFees)) {
      const fee = policyInEffect(input.serviceFees);
      input.serviceFee = fee?.feeRate;
    }
    if (Array.isArray(input.rebatePolicies)) {
      const policy = policyInEffect(input.rebatePolicies);
      input.rebateMode = policy?.rebateMode;
      input.effectiveMonth = policy ? monthOf(policy.effectiveTime) : undefined;
    }
  },
  // An edit drops the read-only fee from what it stores; one sent changed is refused, not ignored.
  validate({ record, sent }) {
    const changed =
      record && sent && Object.hasOwn(sent, 'openingFee')
        ? !sameAmount(sent.openingFee, record.openingFee)
        : false;
    return changed ? { error: demoErrors.openingFeeFixed } : undefined;
  },
  initialize(record) {
    record.openingFee ??= 0;
    record.status ??= 1;
  },
  afterAction(action, record) {
    if (action === 'authLink') record.authUrl = demoAuthUrl(record);
  },
};
