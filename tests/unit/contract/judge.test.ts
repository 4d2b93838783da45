// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { judgeDetail, judgeEnvelope, judgeList, type Finding } from '@/contract/judge';
import { buildOpenApi } from '@/contract/openapi/document';
import { scanHandWritten } from '../../../scripts/handWrittenCalls.mjs';
import { expectedFields, probesOf } from '@/contract/probes';
import type { RecordShape } from '@/data/normalise';
import type { ResourceDef } from '@/engine/types';

const ok = (data: unknown, code: unknown = 0) => ({
  status: 200,
  text: JSON.stringify({ code, msg: '', data }),
});
const misfits = (findings: Finding[]) =>
  findings.filter((one) => one.misfit).map((one) => `${one.field ?? ''}: ${one.message}`);
const notes = (findings: Finding[]) =>
  findings.filter((one) => !one.misfit).map((one) => `${one.field ?? ''}: ${one.message}`);

describe('the envelope and its success codes', () => {
  it('takes each service’s own success codes', () => {
    expect(judgeEnvelope('main', ok({ a: 1 })).ok).toBe(true);
    expect(judgeEnvelope('admin', ok({ a: 1 }, 200061)).ok).toBe(true);
    const refused = judgeEnvelope('main', ok(null, 200));
    expect(refused.ok).toBe(false);
    expect(misfits(refused.findings)).toEqual([
      ': code 200 is not a success code of the main service (msg: "")',
    ]);
  });

  it('refuses a gateway page, a text answer and a body without code', () => {
    const gateway = judgeEnvelope('main', { status: 502, text: '<html>Bad Gateway</html>' });
    expect(misfits(gateway.findings)).toEqual([': HTTP 502: <html>Bad Gateway</html>']);
    expect(misfits(judgeEnvelope('main', { status: 200, text: 'ok' }).findings)).toEqual([
      ': not JSON: "ok"',
    ]);
    expect(misfits(judgeEnvelope('main', { status: 200, text: '{"data":[]}' }).findings)).toEqual([
      ': no envelope { code, msg, data }',
    ]);
  });

  it('notes a code sent as text and a msg that is not text, as the console still reads them', () => {
    const answer = judgeEnvelope('main', {
      status: 200,
      text: '{"code":"0","msg":{"zh":"好"},"data":1}',
    });
    expect(answer.ok).toBe(true);
    expect(notes(answer.findings)).toEqual([': code sent as text', ': msg is not text: an object']);
  });
});

const shape: RecordShape = {
  id: 'reference',
  name: 'text',
  amount: 'decimal',
  status: { storage: 'enum', options: [0, 1, 2] },
  createdAt: 'seconds',
  items: { storage: 'rows', of: { price: 'decimal' } },
};
const expected = ['id', 'name', 'status'];
const row = (extra: Record<string, unknown> = {}) => ({
  id: 1,
  name: 'Acme',
  amount: '1.50',
  status: 1,
  createdAt: 1700000000,
  items: [{ price: '2.00' }],
  ...extra,
});

describe('a list and its records', () => {
  it('fits when every field is of its kind', () => {
    const { findings, records } = judgeList(shape, expected, { list: [row(), row()], total: 9 });
    expect(findings).toEqual([]);
    expect(records).toHaveLength(2);
  });

  it('names each field the data layer would drop, with how many rows', () => {
    const { findings } = judgeList(shape, expected, {
      list: [
        row({ name: { zh: 'Acme' }, amount: 'abc' }),
        row({ createdAt: [1], items: [{ price: { v: 1 } }] }),
      ],
      total: 2,
    });
    expect(misfits(findings)).toEqual([
      'name: expected text, got an object (1 of 2 rows)',
      'amount: expected an amount (decimal text), got text "abc" (1 of 2 rows)',
      'createdAt: expected a date or time, got a list (1 of 2 rows)',
      'items[].price: expected an amount (decimal text), got an object (1 of 2 rows)',
    ]);
  });

  it('reports enumeration values the console does not know', () => {
    const { findings } = judgeList(shape, expected, {
      list: [row({ status: '2' }), row({ status: 7 }), row({ status: 'x' })],
      total: 3,
    });
    expect(misfits(findings)).toEqual([
      'status: unknown value 7 (1 of 3 rows)',
      'status: unknown value "x" (1 of 3 rows)',
    ]);
  });

  it('a drawn field absent from every row is a misfit, from some a note', () => {
    // JSON leaves out what is undefined: the first row has no id, neither row a status.
    const sent = [row({ id: undefined }), row()].map(
      (one) => JSON.parse(JSON.stringify({ ...one, status: undefined })) as Record<string, unknown>,
    );
    const { findings } = judgeList(shape, expected, { list: sent, total: 2 });
    expect(misfits(findings)).toEqual(['status: absent (2 of 2 rows)']);
    expect(notes(findings)).toEqual(['id: absent (1 of 2 rows)']);
  });

  it('wants { list, total }: rows that are records and a total that counts them', () => {
    expect(misfits(judgeList(shape, expected, undefined).findings)).toEqual([
      ': no { list, total } in data: got nothing',
    ]);
    expect(misfits(judgeList(shape, expected, { rows: [] }).findings)).toEqual([
      ': no { list, total } in data: got an object',
    ]);
    const holes = judgeList(shape, expected, { list: [null, row(), 7], total: 'many' });
    expect(misfits(holes.findings)).toEqual([
      ': 2 rows are not records (null, a number…)',
      ': total is not a count: text "many"',
    ]);
    expect(
      misfits(judgeList(shape, expected, { list: [row(), row()], total: 1 }).findings),
    ).toEqual([': total 1 is below the 2 rows']);
    const asText = judgeList(shape, expected, { list: [row()], total: '12' });
    expect(misfits(asText.findings)).toEqual([]);
    expect(notes(asText.findings)).toEqual([': total sent as text']);
    expect(notes(judgeList(shape, expected, [row()]).findings)).toEqual([
      ': a bare list, not { list, total }: no total',
    ]);
  });

  it('a detail holds one record', () => {
    expect(judgeDetail(shape, expected, row())).toEqual([]);
    expect(misfits(judgeDetail(shape, expected, [row()]))).toEqual([
      ': no record in data: got a list',
    ]);
  });
});

describe('the reads the declarations make', () => {
  const fixture: ResourceDef = {
    name: 'contractFixture',
    subject: 'Client',
    schema: {
      entity: 'contractFixture',
      id: 'id',
      fields: {
        id: { type: 'number', list: true },
        name: { type: 'text', list: true },
        note: { type: 'text', form: true },
        secret: { type: 'text', form: true, show: false },
        rate: { type: 'money', show: true, computed: { formula: 'name' } },
        reason: {
          type: 'text',
          form: { showWhen: { field: 'name', values: ['x'] } },
        },
        clientId: { type: 'reference', ref: 'client', list: true },
      },
    },
    endpoints: {
      list: 'GET /fixture/list',
      one: 'GET /fixture/detail?fixtureId',
      create: 'POST /fixture/add',
      update: 'POST /fixture/edit',
      remove: 'POST /fixture/del',
    },
  };

  it('are the GET list and detail calls only, each with what its pages draw', () => {
    const { probes, skipped } = probesOf([fixture], buildOpenApi([fixture], scanHandWritten()));
    const own = probes.filter((probe) => probe.usedBy === 'contractFixture');
    expect(own.map((probe) => `${probe.kind} ${probe.endpoint}`)).toEqual([
      'list GET /fixture/list',
      'one GET /fixture/detail?fixtureId',
    ]);
    expect(skipped).toEqual([]);
    expect(own[0].expected).toEqual(['id', 'name', 'note', 'clientId']);
    expect(own[0].shape).toMatchObject({ clientId: 'reference', clientIdName: 'text' });
    expect(expectedFields(fixture.schema!)).not.toContain('reason');
    // Option lists are read too, by GET.
    expect(probes.some((probe) => probe.usedBy === 'options:client')).toBe(true);
    expect(probes.every((probe) => probe.endpoint.startsWith('GET '))).toBe(true);
  });

  it('a list sent by POST is listed as skipped, never called', () => {
    const posted: ResourceDef = { ...fixture, endpoints: { list: 'POST /fixture/list' } };
    const { probes, skipped } = probesOf([posted], buildOpenApi([posted], scanHandWritten()));
    expect(probes.filter((probe) => probe.usedBy === 'contractFixture')).toEqual([]);
    expect(skipped).toMatchObject([
      {
        endpoint: 'POST /fixture/list',
        kind: 'list',
        reason: 'sent by POST: the check sends nothing but GET',
      },
    ]);
  });

  it('takes its reads from the document: one it lacks is listed as skipped, never called', () => {
    const { probes, skipped } = probesOf([fixture], buildOpenApi([], scanHandWritten()));
    expect(probes.filter((probe) => probe.usedBy === 'contractFixture')).toEqual([]);
    expect(skipped).toMatchObject([
      { endpoint: 'GET /fixture/list', reason: 'not in openapi/console.json: run npm run openapi' },
      {
        endpoint: 'GET /fixture/detail?fixtureId',
        reason: 'not in openapi/console.json: run npm run openapi',
      },
    ]);
    // Each read carries its operation: the params it is sent, the schema of its answer.
    const taken = probesOf([fixture], buildOpenApi([fixture], scanHandWritten())).probes[0];
    expect(taken.operation).toMatchObject({ key: 'main GET /fixture/list', method: 'GET' });
    expect(taken.operation.parameters.map((param) => param.name)).toContain('pageSize');
  });
});
