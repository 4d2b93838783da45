// @vitest-environment node
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '@/contract/openapi/document';
import type { JsonSchema } from '@/contract/openapi/fieldSchemas';
import { uploadedUrl } from '@/data/answers/upload';
import { unreadCountOf } from '@/data/answers/unreadCount';
import { poppedWarnings } from '@/layout/riskPopup/riskPopupApi';
import { readCardPayment } from '@/pages/payReturn/cardReturnApi';

/**
 * The hand-written readers and the OpenAPI document say the same of an answer: what the document
 * accepts, the code reads; a record the document refuses for a missing field, the code leaves out.
 */
const document = JSON.parse(readFileSync('openapi/console.json', 'utf8')) as OpenApiDocument;
const ajv = new Ajv2020({ strict: false });

/** Whether the document's success envelope of an operation takes `data`. */
function fits(method: string, path: string, data: unknown): boolean {
  const operation = document.paths[path][method] as {
    responses: Record<string, { content: Record<string, { schema: JsonSchema }> }>;
  };
  const [success] = operation.responses['200'].content['application/json'].schema
    .oneOf as JsonSchema[];
  const validate = ajv.compile({ ...success, components: document.components });
  return validate({ code: 0, msg: '', data });
}

describe('the hand-written answers, as the document and their code read them', () => {
  it('the risk popup: warnings with an id, bare or as { list }', () => {
    const path = '/risk/adminPopupRisk';
    const warning = { id: 3, title: 'Overdue', content: 'Pay now' };
    expect(fits('get', path, [warning])).toBe(true);
    expect(fits('get', path, { list: [warning], total: 1 })).toBe(true);
    expect(poppedWarnings([warning])).toEqual([{ id: '3', title: 'Overdue', content: 'Pay now' }]);
    // No id: the document refuses it, the popup leaves it out.
    expect(fits('get', path, [{ title: 'no id' }])).toBe(false);
    expect(poppedWarnings([{ title: 'no id' }])).toEqual([]);
  });

  it('the unread count: a count, or numeric text', () => {
    const path = '/siteSend/getUnReadSiteMessageCount/admin';
    expect(fits('get', path, { messageCount: '4' })).toBe(true);
    expect(unreadCountOf({ messageCount: '4' })).toBe(4);
    expect(fits('get', path, { messageCount: 'many' })).toBe(false);
    expect(unreadCountOf({ messageCount: 'many' })).toBe(0);
  });

  it('the card payment return: a top-up state among its codes', () => {
    const path = '/pay/return';
    const asked = { orderSn: 'TU00000412', paymentId: 'cp_1' };
    const paid = { orderSn: 'TU00000412', amount: '300.5', currency: 'USD', status: '1' };
    expect(fits('get', path, paid)).toBe(true);
    expect(readCardPayment(paid, asked)?.state).toBe('paid');
    const unknown = { ...paid, status: 9 };
    expect(fits('get', path, unknown)).toBe(false);
    expect(readCardPayment(unknown, asked)).toBeNull();
    const stateless = { orderSn: paid.orderSn, amount: paid.amount, currency: paid.currency };
    expect(fits('get', path, stateless)).toBe(false);
    expect(readCardPayment(stateless, asked)).toBeNull();
  });

  it('the upload: the stored file’s address', () => {
    const url = 'https://files.example.com/a.png';
    expect(fits('post', '/common/upload', { url })).toBe(true);
    expect(uploadedUrl({ url })).toBe(url);
    expect(fits('post', '/common/upload', {})).toBe(false);
    expect(uploadedUrl({})).toBeUndefined();
  });
});
