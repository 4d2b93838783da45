import { parseEndpoint, type Service } from '@/data/contract';
import type { RecordShape } from '@/data/normalise';
import { allReferences, groupRows } from '@/engine/references';
import { recordShapeOf } from '@/data/resourceRegistry';
import { handWrittenReads, type HandWrittenRead } from '@/data/handWrittenReads';
import type { FieldDef, ResourceDef, SchemaDef } from '@/engine/types';

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
  /** Filters sent with every call (a declaration's `fixedFilters`, an option list's `params`). */
  filters: Readonly<Record<string, string | number>>;
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
}

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
 * per declaration. Calls sent by POST are listed as skipped: the check sends nothing but GET.
 */
export function probesOf(resources: readonly ResourceDef[]): {
  probes: Probe[];
  skipped: SkippedProbe[];
} {
  const probes: Probe[] = [];
  const skipped: SkippedProbe[] = [];
  for (const resource of resources) {
    const service = resource.service ?? 'main';
    const schema = resource.schema;
    for (const kind of ['list', 'one'] as const) {
      const endpoint = resource.endpoints?.[kind];
      if (!endpoint) continue;
      const base = { usedBy: resource.name, kind, service, endpoint };
      if (parseEndpoint(endpoint).method !== 'GET') {
        skipped.push({ ...base, reason: 'sent by POST: the check sends nothing but GET' });
        continue;
      }
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
        filters: resource.fixedFilters ?? {},
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
      // A group of an answer of groups (staff of a role in listV2): its params are not sent.
      filters: source.group ? {} : (source.params ?? {}),
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
      filters: {},
      needs: [],
      fallbacks: {},
      handWritten: read,
    });
  }
  return { probes, skipped };
}
