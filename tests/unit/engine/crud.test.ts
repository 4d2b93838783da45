// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { crudAllows, crudRefusal, offersCrud } from '@/engine/crud';
import type { ResourceDef } from '@/engine/types';

const resource = (crud: ResourceDef['crud']): ResourceDef => ({
  name: 'thing',
  subject: 'Client',
  endpoints: { update: 'POST /thing/edit', remove: 'GET /thing/remove?id' },
  crud,
});

const guarded = resource({
  edit: { when: { status: [0, 1] } },
  remove: { when: { status: [0, 7] }, empty: ['walletBalance', 'adAccountCount'] },
});

describe('edit and delete limited to some records (crud guards)', () => {
  it('offers an unguarded edit on every record, none without the endpoint', () => {
    expect(crudAllows(resource({ edit: true }), 'edit', { status: 5 })).toBe(true);
    const noEndpoint = { ...resource({ remove: true }), endpoints: {} };
    expect(offersCrud(noEndpoint, 'remove')).toBe(false);
    expect(crudAllows(resource({}), 'edit', {})).toBe(false);
  });

  it('offers an edit only in the listed states, compared as text', () => {
    expect(crudRefusal(guarded, 'edit', { status: '1' })).toBeNull();
    expect(crudRefusal(guarded, 'edit', { status: 5 })).toBe('state');
    expect(crudRefusal(guarded, 'edit', {})).toBe('state');
  });

  it('refuses a delete while an amount or a count is not 0, whatever form it comes in', () => {
    const empty = { status: 7, walletBalance: '0.00', adAccountCount: 0 };
    expect(crudRefusal(guarded, 'remove', empty)).toBeNull();
    expect(crudRefusal(guarded, 'remove', { status: 7 })).toBeNull();
    expect(crudRefusal(guarded, 'remove', { ...empty, walletBalance: '0.01' })).toBe('notEmpty');
    expect(crudRefusal(guarded, 'remove', { ...empty, walletBalance: -3 })).toBe('notEmpty');
    expect(crudRefusal(guarded, 'remove', { ...empty, adAccountCount: 2 })).toBe('notEmpty');
    expect(crudRefusal(guarded, 'remove', { ...empty, status: 2 })).toBe('state');
  });
});
