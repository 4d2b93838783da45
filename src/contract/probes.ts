import type { Service } from '@/data/contract';
import type { RecordShape } from '@/data/normalise';
import { allReferences, groupRows } from '@/engine/references';
import { recordShapeOf } from '@/data/resourceRegistry';
import { handWrittenReads, type HandWrittenRead } from '@/data/handWrittenReads';
import type { FieldDef, ResourceDef, SchemaDef } from '@/engine/types';
import { documentReads, type DocumentRead } from './documentReads';
import type { OpenApiDocument } from './openapi/document';
import { callKey } from './openapi/roles';

/** The only calls the contract check makes: reads of a list and of one record. */
export type ProbeKind = 'list' | 'one';

/** One read the console makes, and what it assumes about the answer. */
export interface Probe {
  /** Who declares it: a resource's name, or `options:<name>` for an option list. */
  usedBy: string;
  kind: ProbeKind;
  service: Service;
  /** As declared: `GET /client/list`, `GET /client/detail?clientId`. */
  endpoint: string;
  /** The field holding a record's id (a detail call is sent the list's first row's). */
  idField: string;
  /** What each field holds, as the data layer reads it (src/data/normalise.ts). */
  shape: RecordShape;
  /** Fields the console draws (columns, details): each should come in the answer. */
  expected: readonly string[];
  /** Filters the console takes from its route (`paramFilters`): the filter fields to fill. */
  needs: readonly string[];
  /** For a field it needs, values it may take when no answer held one (an enum's options). */
  fallbacks: Readonly<Record<string, string | number>>;
  /** The declaration (absent for an option list): whose rights decide if the user may read it. */
  resource?: ResourceDef;
  /** Params filled from the token's user info (an option list's `userParams`: its orgId). */
  userParams?: Readonly<Record<string, string>>;
  /** The rows to judge in the answer, where they are not its list (one group of listV2's). */
  pick?: (data: unknown) => unknown;
  /** A read of hand-written code, sent with its own params (not a list's paging or an id). */
  handWritten?: HandWrittenRead;
  /** Its operation in openapi/console.json: the params it is sent, the answer's schema. */
  operation: DocumentRead;
}

/** A read as the console's registries know it, before it meets its document operation. */
type Known = Omit<Probe, 'operation'>;

/** A declared read the check does not make, and why. */
export interface SkippedProbe {
  usedBy: string;
  kind: ProbeKind;
  service: Service;
  endpoint: string;
  reason: string;
}

/**
 * The fields a page draws, columns and the details view's: each should come with every record.
 * Not those the console computes, nor those that exist only in some cases (`showWhen`).
 */
export function expectedFields(schema: SchemaDef): string[] {
  const conditional = (form: FieldDef['form']) => typeof form === 'object' && form.showWhen;
  const drawn = Object.entries(schema.fields)
    .filter(([, field]) => !field.computed && !conditional(field.form))
    .filter(([, field]) => field.list || (field.show ?? Boolean(field.form)))
    .map(([name]) => name);
  return [schema.id, ...drawn.filter((name) => name !== schema.id)];
}

function fallbacksOf(resource: ResourceDef, needs: readonly string[]) {
  const values: Record<string, string | number> = {};
  for (const field of needs) {
    const first = resource.schema?.fields[field]?.enum?.options[0];
    if (first) values[field] = first.value;
  }
  return values;
}

/**
 * The reads every declaration makes (its list and detail calls, and the option lists), each once
 * per declaration, as the registries know them.
 */
function knownReads(resources: readonly ResourceDef[]): {
  probes: Known[];
  skipped: SkippedProbe[];
} {
  const probes: Known[] = [];
  const skipped: SkippedProbe[] = [];
  for (const resource of resources) {
    const service = resource.service ?? 'main';
    const schema = resource.schema;
    for (const kind of ['list', 'one'] as const) {
      const endpoint = resource.endpoints?.[kind];
      if (!endpoint) continue;
      const base = { usedBy: resource.name, kind, service, endpoint };
      if (kind === 'one' && !resource.endpoints?.list) {
        skipped.push({ ...base, reason: 'no list to take a record id from' });
        continue;
      }
      const needs = Object.values(resource.paramFilters ?? {});
      probes.push({
        ...base,
        idField: schema?.id ?? 'id',
        shape: schema ? recordShapeOf(schema.fields, schema.id) : {},
        expected: schema ? expectedFields(schema) : [],
        needs,
        fallbacks: fallbacksOf(resource, needs),
        resource,
      });
    }
  }
  for (const [name, source] of allReferences()) {
    const labels = typeof source.label === 'function' ? [] : [source.label].flat();
    probes.push({
      usedBy: `options:${name}`,
      kind: 'list',
      service: 'main',
      endpoint: source.endpoint,
      idField: source.value,
      shape: {
        [source.value]: 'reference',
        ...Object.fromEntries(labels.map((label) => [label, 'text'])),
      },
      expected: [source.value, ...labels],
      needs: [],
      fallbacks: {},
      userParams: source.userParams,
      pick: source.group && ((data) => groupRows(source.group!, data)),
    });
  }
  for (const read of handWrittenReads) {
    probes.push({
      usedBy: read.usedBy,
      kind: read.answer === 'list' ? 'list' : 'one',
      service: 'main',
      endpoint: read.endpoint,
      idField: Object.keys(read.shape)[0] ?? 'id',
      shape: read.shape,
      expected: read.expected,
      needs: [],
      fallbacks: {},
      handWritten: read,
    });
  }
  return { probes, skipped };
}

/**
 * The reads the check makes: the read operations of openapi/console.json (lists, records, option
 * lists, hand-written reads), each once per screen that makes it (the registries say which
 * screen, whose rights and which fields it draws), sent as the document says (its params, the
 * schema of its answer). A read the document sends by POST, or one the registries declare that
 * the document lacks, is listed as skipped.
 */
export function probesOf(
  resources: readonly ResourceDef[],
  document: OpenApiDocument,
): { probes: Probe[]; skipped: SkippedProbe[] } {
  const known = knownReads(resources);
  const operations = new Map(documentReads(document).map((one) => [one.key, one]));
  const probes: Probe[] = [];
  const skipped = [...known.skipped];
  for (const probe of known.probes) {
    const operation = operations.get(callKey(probe.service, probe.endpoint));
    const { usedBy, kind, service, endpoint } = probe;
    if (operation?.method === 'GET') probes.push({ ...probe, operation });
    else {
      const reason = operation
        ? 'sent by POST: the check sends nothing but GET'
        : 'not in openapi/console.json: run npm run openapi';
      skipped.push({ usedBy, kind, service, endpoint, reason });
    }
  }
  return { probes, skipped };
}
