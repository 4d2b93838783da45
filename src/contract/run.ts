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
import { fillPath, toQuery, type Params } from '@/data/http';
import type { ResourceDef } from '@/engine/types';
import { judgeDetail, judgeEnvelope, judgeList, type Finding, type RawAnswer } from './judge';
import { probesOf, type Probe, type ProbeKind } from './probes';
import { handWrittenParams, judgeHandWritten } from './handWritten';

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
  if (parseEndpoint(probe.endpoint).method !== 'GET') {
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

function urlOf(options: ContractOptions, service: Service, endpoint: string, params: Params) {
  const { path } = parseEndpoint(endpoint);
  const filled = fillPath(path, params);
  const base = (service === 'admin' ? options.admin : options.main).replace(/\/$/, '');
  return `${base}${filled.path}${toQuery(filled.data as Params)}`;
}

/** Every field's first value seen in any answer: where a list that needs a route param finds one. */
class SeenValues {
  private readonly values = new Map<string, string | number>();

  learn(records: readonly Plain[]): void {
    for (const record of records) {
      for (const [name, value] of Object.entries(record)) {
        const usable = typeof value === 'number' || (typeof value === 'string' && value !== '');
        if (usable && !this.values.has(name)) this.values.set(name, value);
      }
    }
  }

  get(name: string): string | number | undefined {
    return this.values.get(name);
  }
}

/** Runs tasks a few at a time, in order of start. */
async function inTurns<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
  };
  await Promise.all(Array.from({ length: Math.max(1, limit) }, worker));
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
  const { probes, skipped } = probesOf(resources);
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
  const judged = (probe: Probe, url: string, findings: Finding[], rows?: number) =>
    results.set(probe, {
      ...base(probe),
      verdict: findings.some((finding) => finding.misfit) ? 'misfit' : 'fits',
      url,
      rows,
      findings,
    });

  const checkList = async (probe: Probe) => {
    const params: Params = { ...probe.filters };
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
    Object.assign(params, { [paging.page]: 1, [paging.pageSize]: pageSize });
    const url = urlOf(options, probe.service, probe.endpoint, params);
    const envelope = judgeEnvelope(probe.service, await call(probe, url));
    if (!envelope.ok) return void judged(probe, url, envelope.findings);
    const rows = probe.pick ? probe.pick(envelope.data) : envelope.data;
    const list = judgeList(probe.shape, probe.expected, rows);
    listRecords.set(probe.usedBy, list.records);
    seen.learn(list.records);
    judged(probe, url, [...envelope.findings, ...list.findings], list.records.length);
  };

  const checkHandWritten = async (probe: Probe) => {
    const read = probe.handWritten!;
    const domain = options.domain ?? new URL(options.main).hostname;
    const url = urlOf(options, probe.service, probe.endpoint, handWrittenParams(read, domain));
    const envelope = judgeEnvelope(probe.service, await call(probe, url));
    if (!envelope.ok) return void judged(probe, url, envelope.findings);
    const { findings, rows } = judgeHandWritten(read, envelope.data);
    judged(probe, url, [...envelope.findings, ...findings], rows);
  };

  const checkDetail = async (probe: Probe) => {
    const [first] = listRecords.get(probe.usedBy) ?? [];
    const id = first?.[probe.idField];
    if (id === undefined || id === null || id === '') {
      return void skip(probe, `its list gave no row with a ${probe.idField}`);
    }
    const { idParam } = parseEndpoint(probe.endpoint);
    const url = urlOf(options, probe.service, probe.endpoint, {
      [idParam ?? probe.idField]: id,
    });
    const envelope = judgeEnvelope(probe.service, await call(probe, url));
    const findings = envelope.ok ? judgeDetail(probe.shape, probe.expected, envelope.data) : [];
    judged(probe, url, [...envelope.findings, ...findings]);
  };

  /** The user info (SPEC §3): judged, and read as the console reads it; null when unreadable. */
  async function checkSession(probe: Probe): Promise<UserInfo | null> {
    const url = urlOf(options, probe.service, probe.endpoint, {});
    const envelope = judgeEnvelope(probe.service, await call(probe, url));
    if (!envelope.ok) {
      judged(probe, url, envelope.findings);
      return null;
    }
    try {
      const user = readUserInfo(envelope.data);
      judged(probe, url, envelope.findings);
      return user;
    } catch {
      const message = 'no user info with a numeric adminId and orgId: every read is tried';
      judged(probe, url, [...envelope.findings, { misfit: true, message }]);
      return null;
    }
  }

  // Whose token it is decides what may be read: a page the user may not open is not asked for.
  const session: Probe = {
    usedBy: 'session',
    kind: 'one',
    service: 'main',
    endpoint: authEndpoints.userInfo,
    idField: 'adminId',
    shape: {},
    expected: [],
    filters: {},
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

  await inTurns(
    allowed.filter((probe) => probe.handWritten),
    options.concurrency ?? 4,
    checkHandWritten,
  );
  const lists = allowed.filter((probe) => probe.kind === 'list' && !probe.handWritten);
  const turns = options.concurrency ?? 4;
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
