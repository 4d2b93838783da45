import { successCodes, type Service } from '@/data/contract';
import { parseJsonExact } from '@/data/json';
import { isPlainObject, normaliseValue, type FieldShape, type RecordShape } from '@/data/normalise';
import type { Storage } from '@/engine/fieldTypes';

/**
 * What the contract check found in an answer: a misfit is something the console cannot read as
 * it assumes (a value it would drop, an unknown code or enum value, no list); a note is something
 * off the contract that the console still reads (a total sent as text).
 */
export interface Finding {
  misfit: boolean;
  /** The field concerned (`rows[].field` inside a nested list). */
  field?: string;
  message: string;
}

/** An HTTP answer as it came: its status and body text. */
export interface RawAnswer {
  status: number;
  text: string;
}

type Plain = Record<string, unknown>;

const clip = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

/** A value as a person would name it in a report. */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `text ${JSON.stringify(clip(value))}`;
  return `${typeof value} ${String(value)}`;
}

const storageNames: Record<Storage, string> = {
  text: 'text',
  number: 'a number',
  decimal: 'an amount (decimal text)',
  seconds: 'a date or time',
  month: 'a month',
  flag: 'a flag (true/false, 1/0)',
  enum: 'one of its values',
  reference: 'an id',
  list: 'a list of texts',
  rows: 'a list of records',
  file: 'an address or a list of files',
};

const storageOf = (shape: FieldShape) => (typeof shape === 'string' ? shape : shape.storage);

/**
 * The envelope `{ code, msg, data }` with a success code of its service (src/data/contract.ts),
 * and its `data`; `ok` false when the console would take the answer for a failure.
 */
export function judgeEnvelope(
  service: Service,
  answer: RawAnswer,
): { ok: boolean; data?: unknown; findings: Finding[] } {
  const misfit = (message: string) => ({ ok: false, findings: [{ misfit: true, message }] });
  if (answer.status < 200 || answer.status > 299) {
    return misfit(`HTTP ${answer.status}: ${clip(answer.text.replace(/\s+/g, ' '))}`);
  }
  let body: unknown;
  try {
    body = parseJsonExact(answer.text);
  } catch {
    return misfit(`not JSON: ${JSON.stringify(clip(answer.text))}`);
  }
  if (!isPlainObject(body) || !('code' in body)) return misfit('no envelope { code, msg, data }');
  const findings: Finding[] = [];
  const code = typeof body.code === 'string' ? Number(body.code.trim()) : body.code;
  if (typeof code !== 'number' || !Number.isFinite(code)) {
    return misfit(`code is not a number: ${describe(body.code)}`);
  }
  if (typeof body.code === 'string') findings.push({ misfit: false, message: 'code sent as text' });
  if (!successCodes[service].has(code)) {
    const said = typeof body.msg === 'string' ? ` (msg: ${JSON.stringify(clip(body.msg))})` : '';
    return misfit(`code ${code} is not a success code of the ${service} service${said}`);
  }
  if ('msg' in body && body.msg !== null && typeof body.msg !== 'string') {
    findings.push({ misfit: false, message: `msg is not text: ${describe(body.msg)}` });
  }
  return { ok: true, data: body.data, findings };
}

/** Findings gathered per field and kind, each reported once with how many rows it concerns. */
class Tally {
  private readonly seen = new Map<string, { finding: Finding; rows: number }>();

  add(field: string, misfit: boolean, message: string): void {
    const key = `${field}\u0000${misfit}\u0000${message}`;
    const known = this.seen.get(key);
    if (known) known.rows += 1;
    else this.seen.set(key, { finding: { misfit, field, message }, rows: 1 });
  }

  findings(total: number): Finding[] {
    return [...this.seen.values()].map(({ finding, rows }) => ({
      ...finding,
      message: total > 1 ? `${finding.message} (${rows} of ${total} rows)` : finding.message,
    }));
  }
}

/** One value against its field's shape, read by the data layer's own normalisation. */
function judgeValue(tally: Tally, field: string, shape: FieldShape, value: unknown): void {
  if (value === null || value === undefined) return;
  const storage = storageOf(shape);
  const read = normaliseValue(shape, value);
  if (read === undefined) {
    tally.add(field, true, `expected ${storageNames[storage]}, got ${describe(value)}`);
    return;
  }
  if (typeof shape !== 'string' && storage === 'enum' && shape.options?.length) {
    const known = shape.options;
    for (const one of [read].flat()) {
      if (!known.includes(one as string | number)) {
        tally.add(field, true, `unknown value ${JSON.stringify(one)}`);
      }
    }
  }
  if (typeof shape !== 'string' && storage === 'rows' && Array.isArray(value)) {
    const records = value.filter(isPlainObject);
    if (records.length < value.length) tally.add(field, true, 'holds rows that are not records');
    for (const record of records) judgeFields(tally, shape.of ?? {}, record, `${field}[].`);
  }
}

function judgeFields(tally: Tally, shape: RecordShape, record: Plain, prefix = ''): void {
  for (const [name, field] of Object.entries(shape)) {
    if (name in record) judgeValue(tally, `${prefix}${name}`, field, record[name]);
  }
}

/**
 * Records against what the console assumes: each field of its kind, and each drawn field present
 * (absent from every record: a misfit, the console's column or line would always be empty;
 * absent from some: a note, as a backend may leave out what is empty).
 */
export function judgeRecords(
  shape: RecordShape,
  expected: readonly string[],
  records: readonly Plain[],
): Finding[] {
  const tally = new Tally();
  for (const name of expected) {
    for (const record of records) {
      if (!(name in record))
        tally.add(
          name,
          records.every((one) => !(name in one)),
          'absent',
        );
    }
  }
  for (const record of records) judgeFields(tally, shape, record);
  return tally.findings(records.length);
}

/** A list's `data`: `{ list, total }`, its rows records, its total a count, each row judged. */
export function judgeList(
  shape: RecordShape,
  expected: readonly string[],
  data: unknown,
): { records: Plain[]; findings: Finding[] } {
  const findings: Finding[] = [];
  let rows: unknown[] = [];
  if (Array.isArray(data)) {
    rows = data;
    findings.push({ misfit: false, message: 'a bare list, not { list, total }: no total' });
  } else if (isPlainObject(data) && Array.isArray(data.list)) {
    rows = data.list;
  } else {
    findings.push({ misfit: true, message: `no { list, total } in data: got ${describe(data)}` });
  }
  const records = rows.filter(isPlainObject);
  if (records.length < rows.length) {
    const dropped = rows.length - records.length;
    findings.push({ misfit: true, message: `${dropped} rows are not records (null, a number…)` });
  }
  if (isPlainObject(data) && Array.isArray(data.list)) {
    const { total } = data;
    const count = typeof total === 'string' && total.trim() ? Number(total) : total;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) {
      findings.push({ misfit: true, message: `total is not a count: ${describe(total)}` });
    } else if (count < records.length) {
      findings.push({
        misfit: true,
        message: `total ${count} is below the ${records.length} rows`,
      });
    } else if (typeof total === 'string') {
      findings.push({ misfit: false, message: 'total sent as text' });
    }
  }
  findings.push(...judgeRecords(shape, expected, records));
  if (!records.length && !findings.some((finding) => finding.misfit)) {
    findings.push({ misfit: false, message: 'no rows: the fields were not checked' });
  }
  return { records, findings };
}

/** A detail's `data`: one record, judged field by field. */
export function judgeDetail(
  shape: RecordShape,
  expected: readonly string[],
  data: unknown,
): Finding[] {
  if (!isPlainObject(data)) {
    return [{ misfit: true, message: `no record in data: got ${describe(data)}` }];
  }
  return judgeRecords(shape, expected, [data]);
}
