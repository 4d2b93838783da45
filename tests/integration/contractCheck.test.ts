// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEndpoint } from '@/data/contract';
import { handWrittenReads } from '@/data/handWrittenReads';
import { allReferences } from '@/engine/references';
import type { OpenApiDocument } from '@/contract/openapi/document';
import { runContractCheck, type ContractReport, type ProbeResult } from '@/contract/run';
import { answerDemoRequest, demoApiPrefixes, demoLogin } from '@demo-backend/httpAdapter';
import { allResources } from '../../resources';
import {
  startMisbehavingBackend,
  type MisbehavingBackend,
} from '../../scripts/misbehavingBackend.mjs';

/**
 * The contract check over HTTP: against the demo backend, where every read must fit, and against
 * scripts/misbehavingBackend.mjs in front of it, which answers wrongly on purpose.
 */
const run = promisify(execFile);
const document = JSON.parse(readFileSync('openapi/console.json', 'utf8')) as OpenApiDocument;
const scratch = mkdtempSync(join(tmpdir(), 'contract-'));
let backend: MisbehavingBackend;
let token: string;
/** While set, every client's status is 99 on the client list: a value its enumeration lacks. */
let unknownStatus = false;

async function demoWithUnknownStatus(request: Request): Promise<Response> {
  const answer = await answerDemoRequest(request);
  if (!unknownStatus || !new URL(request.url).pathname.endsWith('/client/list')) return answer;
  const envelope = (await answer.json()) as { data: { list: Record<string, unknown>[] } };
  for (const row of envelope.data.list) row.status = 99;
  return Response.json(envelope);
}

beforeAll(async () => {
  // The misbehaving backend serves a build beside its API: an empty page stands in for one.
  writeFileSync(join(scratch, 'index.html'), '<!doctype html><title>x</title>');
  backend = await startMisbehavingBackend({
    dist: scratch,
    api: { prefixes: demoApiPrefixes, handle: demoWithUnknownStatus },
  });
  token = await demoLogin(backend.url);
});

afterAll(async () => {
  await backend?.close();
  rmSync(scratch, { recursive: true, force: true });
});

const check = (mode: string, unknown = false): Promise<ContractReport> => {
  backend.setMode(mode);
  unknownStatus = unknown;
  return runContractCheck(allResources, {
    main: `${backend.url}/api`,
    admin: `${backend.url}/admin-api`,
    token,
    document,
  });
};
const find = (report: ContractReport, usedBy: string, kind: 'list' | 'one' = 'list') =>
  report.results.find((one) => one.usedBy === usedBy && one.kind === kind) as ProbeResult;
const misfitsOf = (result: ProbeResult) =>
  result.findings.filter((one) => one.misfit).map((one) => `${one.field ?? ''}: ${one.message}`);

describe('the contract check', () => {
  it('finds every read of the demo backend fitting, and sends nothing but GET', async () => {
    const before = backend.calls.length;
    const report = await check('normal');
    expect(report.results.filter((one) => one.verdict === 'misfit')).toEqual([]);
    expect(report.summary.misfits).toBe(0);
    expect(report.summary.fits).toBeGreaterThan(100);
    expect(find(report, 'session', 'one').verdict).toBe('fits');
    // The reads of hand-written code, through the shapes that code reads them with.
    const posters = find(report, 'dashboard.posters');
    expect(posters).toMatchObject({ verdict: 'fits', rows: 3 });
    expect(posters.url).toMatch(/\/api\/poster\/list\?type=client$/);
    const brand = find(report, 'login.brand', 'one');
    expect(brand.verdict).toBe('fits');
    expect(brand.url).toMatch(/\/api\/org\/getInfoByDomain\?domain=(127\.0\.0\.1|localhost)$/);
    expect(find(report, 'adsAccount').rows).toBe(5);
    const detail = find(report, 'adsAccount', 'one');
    expect(detail.verdict).toBe('fits');
    expect(detail.url).toMatch(/\/api\/adsAccount\/detail\?accountId=\d+$/);
    // A list that needs its route's value took one from its parent's rows.
    expect(find(report, 'mediaAgentOutlay').url).toMatch(/mediaAgentId=\d+/);
    expect(find(report, 'todoWorkOrder')).toMatchObject({
      verdict: 'skipped',
      reason: 'sent by POST: the check sends nothing but GET',
    });
    const calls = backend.calls.slice(before);
    expect(calls.length).toBeGreaterThan(100);
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
    // And only the declared list and detail calls (and the user info), never a write's path.
    const reads = ['/api/login/getAdminInfo'];
    for (const resource of allResources) {
      const base = resource.service === 'admin' ? '/admin-api' : '/api';
      for (const kind of ['list', 'one'] as const) {
        const declared = resource.endpoints?.[kind];
        if (declared?.startsWith('GET ')) reads.push(`${base}${parseEndpoint(declared).path}`);
      }
    }
    for (const [, source] of allReferences())
      reads.push(`/api${parseEndpoint(source.endpoint).path}`);
    for (const read of handWrittenReads) reads.push(`/api${parseEndpoint(read.endpoint).path}`);
    const patterns = reads.map((path) => new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`));
    const paths = calls.map((call) => call.path.split('?')[0]);
    expect(paths.filter((path) => !patterns.some((pattern) => pattern.test(path)))).toEqual([]);
    // Lists are asked for a small page.
    expect(calls.find((call) => call.path.startsWith('/api/client/list'))?.path).toMatch(
      /[?&]pageSize=5(&|$)/,
    );
  });

  it('takes its reads and the schemas of their answers from the document', async () => {
    backend.setMode('normal');
    unknownStatus = false;
    const changed = structuredClone(document);
    // The document says a client's number is a whole number: the demo's text no longer fits.
    const record = changed.components.schemas.clientRecord2 as {
      properties: Record<string, unknown>;
    };
    record.properties.clientSN = { type: 'integer' };
    delete changed.paths['/adsAccount/list'];
    const report = await runContractCheck(allResources, {
      main: `${backend.url}/api`,
      admin: `${backend.url}/admin-api`,
      token,
      document: changed,
    });
    expect(misfitsOf(find(report, 'client'))).toEqual([
      'clientSN: does not fit openapi/console.json: must be integer (5 rows)',
    ]);
    expect(find(report, 'adsAccount')).toMatchObject({
      verdict: 'skipped',
      reason: 'not in openapi/console.json: run npm run openapi',
    });
  });

  it('reports an enumeration value the console does not know', async () => {
    const report = await check('normal', true);
    expect(misfitsOf(find(report, 'client'))).toEqual(['status: unknown value 99 (5 of 5 rows)']);
    expect(find(report, 'client').verdict).toBe('misfit');
  });

  it('reports values of the wrong kind, field by field', async () => {
    const report = await check('wrongTypes');
    const client = misfitsOf(find(report, 'client'));
    expect(client).toContain('clientSN: expected text, got an object (5 of 5 rows)');
    expect(client).toContain('region: expected one of its values, got an object (5 of 5 rows)');
    // A list of texts where text is expected is read (joined): not a misfit.
    expect(client.some((text) => text.startsWith('clientName:'))).toBe(false);
    expect(misfitsOf(find(report, 'adsAccount'))).toEqual([
      'platform: expected one of its values, got an object (5 of 5 rows)',
      'clientName: expected text, got an object (5 of 5 rows)',
      'orgName: expected text, got an object (5 of 5 rows)',
    ]);
    expect(misfitsOf(find(report, 'client', 'one')).length).toBeGreaterThan(0);
  });

  it('reports lists without rows or total, rows that are no records, and refusals', async () => {
    const noData = await check('noData');
    expect(misfitsOf(find(noData, 'adsAccount'))).toEqual([
      ': no { list, total } in data: got nothing',
    ]);
    const nullRows = await check('nullRows');
    expect(misfitsOf(find(nullRows, 'adsAccount'))).toEqual([
      ': 3 rows are not records (null, a number…)',
    ]);
    const refused = await check('msgObject');
    expect(misfitsOf(find(refused, 'adsAccount'))).toEqual([
      ': code 50010 is not a success code of the main service',
    ]);
    const gateway = await check('serverError');
    expect(misfitsOf(find(gateway, 'adsAccount'))).toEqual([
      ': HTTP 500: <html><body>500 Internal Server Error</b…',
    ]);
  });

  it('as a command: a table, a JSON file, and exit code 1 on a misfit only', async () => {
    const out = join(scratch, 'contract.json');
    const args = [
      'scripts/contract.mjs',
      '--main',
      `${backend.url}/api`,
      '--admin',
      `${backend.url}/admin-api`,
      '--token',
      token,
      '--out',
      out,
    ];
    backend.setMode('normal');
    const fitting = await run(process.execPath, args);
    expect(fitting.stdout).toMatch(/\d+ reads: \d+ fit, 0 misfit, \d+ skipped\./);
    expect(fitting.stdout).not.toMatch(/MISFIT/);
    expect(JSON.parse(readFileSync(out, 'utf8'))).toMatchObject({ summary: { misfits: 0 } });

    backend.setMode('wrongTypes');
    const failed = await run(process.execPath, args).then(
      () => null,
      (error: { code: number; stdout: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stdout).toMatch(
      /^verdict\s+service\s+kind\s+endpoint\s+used by\s+rows\s+findings/,
    );
    expect(failed?.stdout).toMatch(
      /MISFIT\s+main\s+list\s+GET \/client\/list\s+client\s+5\s+\w+: expected text, got an object/,
    );
    expect(failed?.stdout).toMatch(/\d+ reads: \d+ fit, [1-9]\d* misfit, \d+ skipped\./);
    const written = JSON.parse(readFileSync(out, 'utf8')) as ContractReport;
    expect(written.summary.misfits).toBeGreaterThan(0);
    expect(written.results.length).toBe(
      written.summary.fits + written.summary.misfits + written.summary.skipped,
    );
  });
});
