// @vitest-environment node
import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { areaAnswers } from '@/data/answers';
import { parseEndpoint, sessionEndCodes, successCodes } from '@/data/contract';
import { collectEndpoints } from '@/engine/endpointReport';
import { boundsOf } from '@/engine/fieldBounds';
import { currencyDecimals } from '@/engine/currencies';
import { buildOpenApi, formatOpenApi, type OpenApiDocument } from '@/contract/openapi/document';
import type { JsonSchema } from '@/contract/openapi/fieldSchemas';
import { allResources } from '../../../resources';
import { scanHandWritten } from '../../../scripts/handWrittenCalls.mjs';

/**
 * The OpenAPI document (openapi/console.json, `npm run openapi`): generated from the
 * declarations, never edited by hand, a valid OpenAPI 3.1 document, and saying what the
 * declarations say.
 */
const FILE = 'openapi/console.json';
const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
const generated = buildOpenApi(allResources, scanHandWritten(), version);
const committed = JSON.parse(readFileSync(FILE, 'utf8')) as OpenApiDocument;

type Operation = JsonSchema & { parameters?: JsonSchema[]; requestBody?: JsonSchema };
const operationOf = (doc: OpenApiDocument, method: string, path: string) =>
  doc.paths[path]?.[method.toLowerCase()] as Operation | undefined;
const bodyOf = (operation: Operation | undefined) =>
  (operation?.requestBody as { content: Record<string, { schema: JsonSchema }> } | undefined)
    ?.content['application/json'].schema;

/** The first operation (path and method) whose text differs between two documents. */
function firstDifference(a: OpenApiDocument, b: OpenApiDocument): string | null {
  const paths = [...new Set([...Object.keys(a.paths), ...Object.keys(b.paths)])].sort();
  for (const path of paths) {
    const methods = new Set([
      ...Object.keys(a.paths[path] ?? {}),
      ...Object.keys(b.paths[path] ?? {}),
    ]);
    for (const method of methods) {
      const left = JSON.stringify(a.paths[path]?.[method]);
      const right = JSON.stringify(b.paths[path]?.[method]);
      if (left !== right) return `${method.toUpperCase()} ${path}`;
    }
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)].filter((key) => key !== 'paths'));
  for (const key of keys) {
    if (JSON.stringify(a[key]) !== JSON.stringify(b[key])) return `the document's ${key}`;
  }
  return null;
}

describe('the OpenAPI document', () => {
  it('is what the declarations generate now (run `npm run openapi` after changing them)', () => {
    const difference = firstDifference(generated, committed);
    expect(difference, `${FILE} differs at ${difference}: run npm run openapi`).toBeNull();
    expect(readFileSync(FILE, 'utf8')).toBe(formatOpenApi(generated));
  });

  it('names the first differing operation when a declaration changed', () => {
    const changed = structuredClone(committed);
    const operation = operationOf(changed, 'POST', '/client/add')!;
    (operation['x-screens'] as string[]).push('somewhereElse');
    expect(firstDifference(generated, changed)).toBe('POST /client/add');
  });

  it('passes an OpenAPI 3.1 validator', async () => {
    const result = await new Validator().validate(structuredClone(committed));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(committed.openapi).toBe('3.1.0');
    // And the validator does refuse a broken one: a parameter in the body, as in OpenAPI 2.
    const broken = structuredClone(committed);
    operationOf(broken, 'GET', '/client/list')!.parameters![0].in = 'body';
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('has every call of the endpoint report, with its origin and its screens', () => {
    const uses = collectEndpoints(allResources, scanHandWritten());
    const operations = Object.values(generated.paths).flatMap((item) =>
      Object.keys(item).filter((key) => key !== 'servers'),
    );
    expect(operations.length).toBe(uses.length);
    for (const use of uses) {
      const operation = operationOf(generated, use.method, use.path);
      expect(operation, `${use.method} ${use.path}`).toBeDefined();
      expect(operation!['x-source']).toBe(use.origin);
      expect(operation!['x-screens']).toEqual(use.usedBy);
      expect(operation!.tags).toEqual([use.service]);
      const servers = generated.paths[use.path].servers as unknown as { url: string }[];
      expect(servers[0].url).toBe(`{${use.service}Base}`);
    }
  });

  it("wraps answers in each service's success codes and documents its refusals", () => {
    const schemas = generated.components.schemas;
    expect(schemas.MainSuccessCode.enum).toEqual([...successCodes.main]);
    expect(schemas.AdminSuccessCode.enum).toEqual([...successCodes.admin]);
    expect(schemas.MainError['x-session-end-codes']).toEqual([...sessionEndCodes.main]);
    expect(schemas.AdminError['x-session-end-codes']).toEqual([...sessionEndCodes.admin]);
    expect(schemas.AdminError['x-friendly-reminder-code']).toBe(600001);
    const list = operationOf(generated, 'GET', '/client/list')!;
    const answer = (list.responses as Record<string, JsonSchema>)['200'];
    const [success, error] = (
      answer.content as Record<string, { schema: { oneOf: JsonSchema[] } }>
    )['application/json'].schema.oneOf;
    expect(error).toEqual({ $ref: '#/components/schemas/MainError' });
    const data = (success.properties as Record<string, JsonSchema>).data;
    expect(data.required).toEqual(['list', 'total']);
    // Rows read by every screen that lists them: each screen's record, all at once.
    const items = (data.properties as Record<string, JsonSchema>).list.items as JsonSchema;
    const refs = ((items.allOf as JsonSchema[] | undefined) ?? [items]).map((one) => one.$ref);
    const listing = allResources.filter((one) => one.endpoints?.list === 'GET /client/list');
    expect(refs.length).toBe(new Set(listing.map((one) => one.schema)).size);
    for (const ref of refs) expect(ref).toMatch(/^#\/components\/schemas\/clientRecord\d*$/);
  });

  it('sends every create form field with its bounds, required ones required', () => {
    let checked = 0;
    for (const resource of allResources) {
      const endpoint = resource.endpoints?.create;
      if (!endpoint || !resource.schema || parseEndpoint(endpoint).method !== 'POST') continue;
      const body = bodyOf(operationOf(generated, 'POST', parseEndpoint(endpoint).path))!;
      const variants = (body.anyOf as JsonSchema[] | undefined) ?? [body];
      for (const [name, field] of Object.entries(resource.schema.fields)) {
        const form = typeof field.form === 'object' ? field.form : field.form ? {} : null;
        if (!form || form.on === 'edit') continue;
        const holder = variants.find((one) => (one.properties as JsonSchema)?.[name]);
        expect(holder, `${resource.name}.${name}`).toBeDefined();
        const property = (holder!.properties as Record<string, JsonSchema>)[name];
        if ((form.required || form.nonZero) && !form.showWhen)
          expect(holder!.required, `${resource.name}.${name}`).toContain(name);
        const bounds = boundsOf(field);
        if (field.type === 'number') {
          expect(property).toMatchObject({ minimum: bounds.min, maximum: bounds.max });
        }
        if (['text', 'textarea', 'email'].includes(field.type)) {
          expect(property.maxLength).toBe(bounds.maxLength);
        }
        if (field.type === 'enum') {
          expect(property.enum ?? (property.items as JsonSchema).enum).toEqual(
            field.enum!.options.map((option) => option.value),
          );
        }
        if (field.type === 'money' && typeof field.currency === 'string') {
          const decimals = currencyDecimals(field.currency);
          const pattern = new RegExp(property.pattern as string);
          expect(pattern.test(`1.${'5'.repeat(decimals)}`) || decimals === 0).toBe(true);
          expect(pattern.test(`1.${'5'.repeat(decimals + 1)}`)).toBe(false);
        }
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it("allows an amount its currency's decimals when another field names the currency", () => {
    const client = allResources.find((one) => one.name === 'client')!;
    const { path } = parseEndpoint(client.endpoints!.create!);
    const body = bodyOf(operationOf(generated, 'POST', path))!;
    const field = client.schema!.fields.temporaryCredit;
    expect(field.currency).toEqual({ field: 'settlementCurrency' });
    // The bounds alone, without the other required fields.
    const fits = new Ajv2020({ strict: false }).compile({ ...body, required: [] });
    const amount = (currency: string, temporaryCredit: string) =>
      fits({ settlementCurrency: currency, temporaryCredit });
    expect(amount('USD', '1.55')).toBe(true);
    expect(amount('USD', '1.555')).toBe(false);
    expect(amount('JPY', '1500')).toBe(true);
    expect(amount('JPY', '1500.5')).toBe(false);
    expect(amount('KWD', '1.555')).toBe(true);
    expect(amount('USDT', '1.123456')).toBe(true);
    expect(amount('USDT', '1.1234567')).toBe(false);
    expect(amount('USD', '-1')).toBe(false);
  });

  it("sends an action's id, reason and values, and an import's rows", () => {
    for (const resource of allResources) {
      for (const [name, action] of Object.entries(resource.actions ?? {})) {
        const { method, path, idParam } = parseEndpoint(action.call);
        const operation = operationOf(generated, method, path)!;
        if (method === 'GET') {
          const names = (operation.parameters ?? []).map((param) => param.name);
          if (!action.body)
            expect(names, `${resource.name}.${name}`).toContain(
              idParam ?? resource.schema?.id ?? 'id',
            );
          continue;
        }
        const body = bodyOf(operation)!;
        const variants = (body.anyOf as JsonSchema[] | undefined) ?? [body];
        const keys = variants.flatMap((one) =>
          Object.keys(((one.items as JsonSchema | undefined) ?? one).properties ?? {}),
        );
        if (action.reason)
          expect(keys, `${resource.name}.${name}`).toContain(
            action.reason === true ? 'reason' : action.reason,
          );
        for (const field of Object.keys(action.fields ?? {})) expect(keys).toContain(field);
      }
      for (const definition of Object.values(resource.imports ?? {})) {
        const body = bodyOf(operationOf(generated, 'POST', parseEndpoint(definition.call).path))!;
        expect(body.required).toEqual(['rows']);
      }
    }
  });

  it('describes the hand-written calls by what their code sends and reads', () => {
    const dataOf = (operation: Operation | undefined) => {
      const json = (operation!.responses as Record<string, JsonSchema>)['200'].content as Record<
        string,
        { schema: JsonSchema }
      >;
      const success = (json['application/json'].schema.oneOf as JsonSchema[])[0];
      return (success.properties as Record<string, JsonSchema>).data;
    };
    const login = operationOf(generated, 'POST', '/login/login');
    expect(bodyOf(login)?.required).toEqual(['username', 'password', 'captcha', 'captchaKey']);
    expect(dataOf(login).required).toEqual(['token']);
    expect(bodyOf(operationOf(generated, 'POST', '/login/mailCode'))?.properties).toMatchObject({
      type: { enum: ['login', 'forgetPwd'] },
    });
    const user = dataOf(operationOf(generated, 'GET', '/login/getAdminInfo'));
    expect(user.required).toEqual(['adminId', 'orgId']);
    expect(Object.keys(user.properties as object)).toContain('roleList');
    expect(login?.['x-answer-declared']).toBe(true);
    // The dashboard's cards are asked of the main service, as dashboardApi.ts asks them.
    expect(operationOf(generated, 'GET', '/dashboard/goals')?.tags).toEqual(['main']);
    // Every answer is declared: what the console reads of it, or that it reads nothing.
    const undeclared = Object.values(generated.paths).flatMap((item) =>
      Object.values(item)
        .filter((one) => one['x-answer-declared'] === false)
        .map((one) => one.operationId),
    );
    expect(undeclared).toEqual([]);
  });

  it("describes each area's hand-written call on its service, by what its code reads", () => {
    for (const call of areaAnswers) {
      const { method, path } = parseEndpoint(call.endpoint);
      const operation = operationOf(generated, method, path);
      expect(operation?.tags, call.endpoint).toEqual([call.service ?? 'main']);
      expect(operation?.['x-answer-declared'], call.endpoint).toBe(true);
    }
    const content = (operation: Operation | undefined) =>
      (operation!.responses as Record<string, { content: Record<string, JsonSchema> }>)['200']
        .content;
    const dataOf = (operation: Operation | undefined) => {
      const success = (content(operation)['application/json'].schema as JsonSchema)
        .oneOf as JsonSchema[];
      return (success[0].properties as Record<string, JsonSchema>).data;
    };
    // The upload sends a file as multipart/form-data and reads the address it answers.
    const upload = operationOf(generated, 'POST', '/common/upload');
    const form = (upload!.requestBody as { content: Record<string, { schema: JsonSchema }> })
      .content['multipart/form-data'].schema;
    expect(form.required).toEqual(['file']);
    expect(dataOf(upload).required).toEqual(['url']);
    // The posters' download answers a .zip, not the envelope; a refusal comes as the envelope.
    const posters = content(operationOf(generated, 'GET', '/poster/download'));
    expect(Object.keys(posters)).toEqual(['application/zip', 'application/json']);
    // The recipient tree's nodes hold nodes of their own shape: one component, referred to.
    const node = generated.components.schemas.RecipientNode;
    expect(node.required).toEqual(['key']);
    const children = (node.properties as Record<string, JsonSchema>).children;
    expect(JSON.stringify(children)).toContain('"$ref":"#/components/schemas/RecipientNode"');
    // A spreadsheet import's answer is taken for done: nothing of it is read.
    const monthly = dataOf(operationOf(generated, 'POST', '/adsAccount/monthlyCount/import'));
    expect(monthly.description).toMatch(/^not read by the console/);
  });

  it('names the records an action, an edit or a delete is offered for', () => {
    const confirm = operationOf(generated, 'GET', '/client/confirmClientChange');
    expect(confirm?.['x-offered-when']).toEqual([
      expect.objectContaining({ screen: 'client', idField: 'clientId', idParam: 'clientId' }),
    ]);
    const offers = confirm?.['x-offered-when'] as { when: Record<string, unknown[]> }[];
    expect(Object.keys(offers[0].when)).toContain('status');
  });

  it('lists the business refusals a write declares, each code with its rule', () => {
    const refusals = (method: string, path: string) =>
      operationOf(committed, method, path)?.['x-business-refusals'] as JsonSchema[] | undefined;
    expect(refusals('POST', '/client/refund/apply')).toContainEqual({
      code: 10743,
      rule: expect.stringMatching(/^The refundAmount is at most .* wallet/),
    });
    const topUp = JSON.stringify(refusals('POST', '/orgFinance/walletPay/add'));
    expect(topUp).toMatch(/"code":10013,.*at least 300 USD.*SPEC §5, §9/);
    expect(refusals('GET', '/client/list')).toBeUndefined();
    for (const resource of allResources)
      for (const { call, refusals: declared = [] } of Object.values(resource.actions ?? {})) {
        const { method, path } = parseEndpoint(call);
        const codes = refusals(method, path)?.map((one) => one.code);
        for (const { code } of declared) expect(codes, call).toContain(code);
      }
  });
});
