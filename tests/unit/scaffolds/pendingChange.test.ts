// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clientSchema, applicationChangeReview } from '../../../schemas/client';
import { pendingChangeOf } from '@/scaffolds/detail/pendingChangeModel';

const record = {
  clientId: 7,
  clientName: 'Crescent Media',
  email: 'ads@crescent.example.com',
  bdId: 103,
  bdName: '李晨',
  status: 3,
};

describe('an edit waiting for review, beside the current values', () => {
  it('lists the changed fields the schema knows, in its order, with the record as proposed', () => {
    const change = pendingChangeOf(clientSchema, applicationChangeReview, {
      ...record,
      changeInfo: { email: 'billing@crescent.example.com', clientName: 'Crescent Ltd', junk: 1 },
    });
    expect(change?.fields).toEqual(['clientName', 'email']);
    expect(change?.proposed).toMatchObject({
      clientName: 'Crescent Ltd',
      email: 'billing@crescent.example.com',
    });
  });

  it('names a changed reference by its new name, or drops the old one to be looked up', () => {
    const named = pendingChangeOf(clientSchema, applicationChangeReview, {
      ...record,
      changeInfo: { bdId: '121', bdName: '唐宁' },
    });
    expect(named?.fields).toEqual(['bdId']);
    expect(named?.proposed).toMatchObject({ bdId: 121, bdName: '唐宁' });
    const unnamed = pendingChangeOf(clientSchema, applicationChangeReview, {
      ...record,
      changeInfo: { bdId: 121 },
    });
    expect(unnamed?.proposed.bdName).toBeUndefined();
  });

  it('shows nothing for no change, an empty one or one that is no object', () => {
    for (const changeInfo of [undefined, null, {}, 'email', [1], { junk: 1 }]) {
      expect(
        pendingChangeOf(clientSchema, applicationChangeReview, { ...record, changeInfo }),
      ).toBe(null);
    }
  });
});
