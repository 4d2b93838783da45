import { abilityFor } from '@/access/ability';
import { canOpen } from '@/access/routeAccess';
import { readUserInfo } from '@/auth/userInfo';
import {
  authEndpoints,
  headers,
  paging,
  parseEndpoint,
  type Language,
  type Service,
  type UserInfo,
} from '@/data/contract';
import type { Params } from '@/data/http';
import type { ResourceDef } from '@/engine/types';
import { addressOf, inTurns, SeenValues } from './calls';
import { documentOperation, DocumentValidator, fixedParamsOf } from './documentReads';
import { judgeDetail, judgeEnvelope, judgeList, type Finding, type RawAnswer } from './judge';
import type { OpenApiDocument } from './openapi/document';
import { probesOf, type Probe, type ProbeKind } from './probes';
import { judgeHandWritten } from './handWritten';

export interface ContractOptions {
  /** Base URLs of the two services, e.g. `https://staging.example.com/api`. */
  main: string;
  admin: string;
  token: string;
  /** Rows asked of each list (default 5). */
  pageSize?: number;
  language?: Language;
  /** Calls at once (default 4). */
  concurrency?: number;
  /** Per call (default 30 s). */
  timeoutMs?: number;
  /** The console's host name, for reads that send it (default: the main service's host). */
  domain?: string;
  /** openapi/console.json: the reads to make, their params and the schemas of their answers. */
  document: OpenApiDocument;
}

export interface ProbeResult {
  verdict: 'fits' | 'misfit' | 'skipped';
  usedBy: string;
  kind: ProbeKind;
  service: Service;
  endpoint: string;
  /** The address called (without the token). */
  url?: string;
  /** Rows of a list's answer. */
  rows?: number;
  findings: Finding[];
  /** Why it was not called. */
  reason?: string;
}

export interface ContractReport {
  checkedAt: string;
  main: string;
  admin: string;
  pageSize: number;
  summary: { fits: number; misfits: number; skipped: number };
  results: ProbeResult[];
}

type Plain = Record<string, unknown>;

/**
 * The check's only way to the backend. It refuses anything but a GET of a list or a record, so
 * no declaration, however written, makes the check change data.
 */
async function readOnly(probe: Probe, url: string, options: ContractOptions): Promise<RawAnswer> {
  if (probe.kind !== 'list' && probe.kind !== 'one') {
    throw new Error(`The contract check reads lists and records only, not "${probe.kind}"`);
  }
  // The document's method: the declarations' endpoints are what generated it.
  if (probe.operation.method !== 'GET') {
    throw new Error(`The contract check sends GET only, not ${probe.endpoint}`);
  }
  try {
    const response = await fetch(url, {
      method: 'GET',
      headers: {
        [headers.token]: headers.tokenValue(options.token),
        [headers.language]: headers.languageValue(options.language ?? 'cn'),
        Accept: 'application/json',
      },
      signal: AbortSignal.timeout(options.timeoutMs ?? 30000),
    });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    return { status: 0, text: `no answer (${(error as Error).message})` };
  }
}

/**
 * Calls every list and detail read the declarations make, with a small page size, and judges
 * each answer against what the console assumes. Lists come first (those needing a route's value
 * once other answers gave one), then each detail with its list's first row's id. Identical calls
 * are sent once.
 */
export async function runContractCheck(
  resources: readonly ResourceDef[],
  options: ContractOptions,
): Promise<ContractReport> {
  const pageSize = options.pageSize ?? 5;
  const { document } = options;
  const { probes, skipped } = probesOf(resources, document);
  const validator = new DocumentValidator(document);
  const domain = options.domain ?? new URL(options.main).hostname;
  const urlOf = (probe: Probe, params: Params) =>
    addressOf(options, probe.service, probe.operation.path, params);
  const fixedParams = (probe: Probe): Params => fixedParamsOf(probe.operation, domain);
  /** The answer against the operation's schema in the document, beside the data layer's reading. */
  const withDocument = (probe: Probe, answer: RawAnswer, findings: Finding[]) => {
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      return findings;
    }
    return [...findings, ...validator.findings(probe.operation, body, findings)];
  };
  const results = new Map<Probe, ProbeResult>();
  const listRecords = new Map<string, Plain[]>();
  const seen = new SeenValues();
  const answers = new Map<string, Promise<RawAnswer>>();
  const call = (probe: Probe, url: string) => {
    if (!answers.has(url)) answers.set(url, readOnly(probe, url, options));
    return answers.get(url) as Promise<RawAnswer>;
  };
  const base = (probe: Probe) => ({
    usedBy: probe.usedBy,
    kind: probe.kind,
    service: probe.service,
    endpoint: probe.endpoint,
  });
  const skip = (probe: Probe, reason: string) =>
    results.set(probe, { ...base(probe), verdict: 'skipped', findings: [], reason });
  const judged = (
    probe: Probe,
    url: string,
    answer: RawAnswer,
    found: Finding[],
    rows?: number,
  ) => {
    const findings = withDocument(probe, answer, found);
    results.set(probe, {
      ...base(probe),
      verdict: findings.some((finding) => finding.misfit) ? 'misfit' : 'fits',
      url,
      rows,
      findings,
    });
  };

  const checkList = async (probe: Probe) => {
    const params: Params = fixedParams(probe);
    for (const field of probe.needs) {
      const parentRow = listRecords.get(probe.resource?.parent ?? '')?.[0];
      const fromParent = parentRow?.[field];
      const value =
        typeof fromParent === 'string' || typeof fromParent === 'number'
          ? fromParent
          : (seen.get(field) ?? probe.fallbacks[field]);
      if (value === undefined) return void skip(probe, `no value seen for its route's ${field}`);
      params[field] = value;
    }
    for (const [param, field] of Object.entries(probe.userParams ?? {})) {
      const value = (user as unknown as Plain | null)?.[field];
      if (typeof value === 'string' || typeof value === 'number') params[param] = value;
    }
    if (probe.operation.parameters.some((param) => param.name === paging.page))
      Object.assign(params, { [paging.page]: 1, [paging.pageSize]: pageSize });
    const url = urlOf(probe, params);
    const answer = await call(probe, url);
    const envelope = judgeEnvelope(probe.service, answer);
    if (!envelope.ok) return void judged(probe, url, answer, envelope.findings);
    const rows = probe.pick ? probe.pick(envelope.data) : envelope.data;
    const list = judgeList(probe.shape, probe.expected, rows);
    listRecords.set(probe.usedBy, list.records);
    seen.learn(list.records);
    judged(probe, url, answer, [...envelope.findings, ...list.findings], list.records.length);
  };

  const checkHandWritten = async (probe: Probe) => {
    const read = probe.handWritten!;
    const url = urlOf(probe, fixedParams(probe));
    const answer = await call(probe, url);
    const envelope = judgeEnvelope(probe.service, answer);
    if (!envelope.ok) return void judged(probe, url, answer, envelope.findings);
    const { findings, rows } = judgeHandWritten(read, envelope.data);
    judged(probe, url, answer, [...envelope.findings, ...findings], rows);
  };

  const checkDetail = async (probe: Probe) => {
    const [first] = listRecords.get(probe.usedBy) ?? [];
    const id = first?.[probe.idField];
    if (id === undefined || id === null || id === '') {
      return void skip(probe, `its list gave no row with a ${probe.idField}`);
    }
    // The id goes under the param the document requires (`clientId`, or a path's `{id}`).
    const fixed = fixedParams(probe);
    const idParam =
      probe.operation.parameters.find((param) => param.required && !(param.name in fixed))?.name ??
      parseEndpoint(probe.endpoint).idParam ??
      probe.idField;
    const url = urlOf(probe, { ...fixed, [idParam]: id });
    const answer = await call(probe, url);
    const envelope = judgeEnvelope(probe.service, answer);
    const findings = envelope.ok ? judgeDetail(probe.shape, probe.expected, envelope.data) : [];
    judged(probe, url, answer, [...envelope.findings, ...findings]);
  };

  /** The user info (SPEC §3): judged, and read as the console reads it; null when unreadable. */
  async function checkSession(probe: Probe): Promise<UserInfo | null> {
    const url = urlOf(probe, {});
    const answer = await call(probe, url);
    const envelope = judgeEnvelope(probe.service, answer);
    if (!envelope.ok) {
      judged(probe, url, answer, envelope.findings);
      return null;
    }
    try {
      const user = readUserInfo(envelope.data);
      judged(probe, url, answer, envelope.findings);
      return user;
    } catch {
      const message = 'no user info with a numeric adminId and orgId: every read is tried';
      judged(probe, url, answer, [...envelope.findings, { misfit: true, message }]);
      return null;
    }
  }

  // Whose token it is decides what may be read: a page the user may not open is not asked for.
  const sessionKey = `main ${authEndpoints.userInfo}`;
  const sessionOperation = documentOperation(document, sessionKey);
  if (!sessionOperation) throw new Error(`openapi/console.json has no ${sessionKey}`);
  const session: Probe = {
    operation: sessionOperation,
    usedBy: 'session',
    kind: 'one',
    service: 'main',
    endpoint: authEndpoints.userInfo,
    idField: 'adminId',
    shape: {},
    expected: [],
    needs: [],
    fallbacks: {},
  };
  const user = await checkSession(session);
  const ability = abilityFor(user);
  const allowed = probes.filter((probe) => {
    if (!user || !probe.resource || canOpen(ability, user, probe.resource)) return true;
    skip(probe, `this user may not open ${probe.resource.name}`);
    return false;
  });

  const turns = options.concurrency ?? 4;
  await inTurns(
    allowed.filter((probe) => probe.handWritten),
    turns,
    checkHandWritten,
  );
  const lists = allowed.filter((probe) => probe.kind === 'list' && !probe.handWritten);
  await inTurns(
    lists.filter((probe) => !probe.needs.length),
    turns,
    checkList,
  );
  await inTurns(
    lists.filter((probe) => probe.needs.length),
    turns,
    checkList,
  );
  await inTurns(
    allowed.filter((probe) => probe.kind === 'one' && !probe.handWritten),
    turns,
    checkDetail,
  );

  const ordered: ProbeResult[] = [
    results.get(session) as ProbeResult,
    ...probes.map((probe) => results.get(probe) as ProbeResult),
    ...skipped.map((one) => ({ ...one, verdict: 'skipped' as const, findings: [] })),
  ];
  const count = (verdict: ProbeResult['verdict']) =>
    ordered.filter((result) => result.verdict === verdict).length;
  return {
    checkedAt: new Date().toISOString(),
    main: options.main,
    admin: options.admin,
    pageSize,
    summary: { fits: count('fits'), misfits: count('misfit'), skipped: count('skipped') },
    results: ordered,
  };
}
