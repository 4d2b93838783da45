import { authEndpoints } from './contract';
import type { RecordShape } from './normalise';

/**
 * Reads that hand-written code makes rather than a declaration, with what it reads of their
 * answers: the code reads through these shapes, and the contract check (src/contract) sends the
 * same reads, so what it checks cannot drift from what the console reads.
 */
export interface HandWrittenRead {
  /** Who makes it, as the contract check's report names it. */
  usedBy: string;
  endpoint: string;
  /** A list of records, or one record (`null` allowed where the answer may name nothing). */
  answer: 'list' | 'record or null';
  shape: RecordShape;
  /** The fields each record should hold. */
  expected: readonly string[];
  /** The params the check sends: fixed values, or `domain` for the console's host name. */
  params: Readonly<Record<string, string | number>>;
}

/** `GET /poster/list {type}` (SPEC §7; SPEC §3 names `imgUrl`, `id` is assumed). */
export const posterShape: RecordShape = { id: 'reference', imgUrl: 'text' };
/** `GET /org/getInfoByDomain` (SPEC §7; the answer's fields are assumed). */
export const orgBrandShape: RecordShape = { orgId: 'number', orgName: 'text', orgLogo: 'text' };

/** Placeholder of a param the check fills with the console's host name. */
export const CONSOLE_DOMAIN = '{domain}';

export const handWrittenReads: readonly HandWrittenRead[] = [
  {
    usedBy: 'dashboard.posters',
    endpoint: 'GET /poster/list',
    answer: 'list',
    shape: posterShape,
    expected: ['imgUrl'],
    // Client invitation posters: every user who invites anyone invites clients (SPEC §6).
    params: { type: 'client' },
  },
  {
    usedBy: 'login.brand',
    endpoint: authEndpoints.orgByDomain,
    answer: 'record or null',
    shape: orgBrandShape,
    expected: ['orgName'],
    params: { domain: CONSOLE_DOMAIN },
  },
];
