import type { DemoDb, Row } from '../db';
import { collection } from './collections';
import type { ResourceHooks } from './hooks';

/** What a registration check found (schemas/saleAgent.ts `saleAgentCheckResult`). */
const PASSED = 1;
const ALREADY_REGISTERED = 2;
const INCOMPLETE = 3;

/** The details two partners may not share: a person, a phone or a bank account registers once. */
const uniqueFields = ['mobile', 'idNumber', 'bankAccount'] as const;
const identityFields = ['realName', 'idNumber', 'bankName', 'bankAccountName', 'bankAccount'];

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * `POST /saleAgent/checkRegister`: the registration of a partner waiting for review, checked
 * against every other partner's (the same mobile, identity number or bank account) and for its
 * identity and bank information; the record keeps what was found, and the answer carries it.
 */
function checkRegistration(record: Row, db: DemoDb): void {
  const others = collection(db, 'saleAgent').filter(
    (row) => row.saleAgentId !== record.saleAgentId,
  );
  for (const field of uniqueFields) {
    const twin = filled(record[field])
      ? others.find((row) => String(row[field]).trim() === String(record[field]).trim())
      : undefined;
    if (twin) {
      record.checkResult = ALREADY_REGISTERED;
      record.checkRemark = `${field}: ${String(twin.saleAgentSN)} ${String(twin.saleAgentName)}`;
      return;
    }
  }
  const missing = identityFields.filter((field) => !filled(record[field]));
  record.checkResult = missing.length ? INCOMPLETE : PASSED;
  record.checkRemark = missing.join(', ');
}

export const saleAgentHooks: ResourceHooks = {
  afterAction(action, record, db) {
    if (action === 'checkRegister') checkRegistration(record, db);
  },
};
