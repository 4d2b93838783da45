import { describe, expect, it } from 'vitest';
import { defineResource, defineSchema } from '@/engine/define';
import { listQueryOf, valuesForNew } from '@/scaffolds/listQuery';

const schema = defineSchema({
  entity: 'log',
  id: 'id',
  fields: { id: { type: 'number', list: true }, note: { type: 'text', list: true, filter: true } },
});
const logs = defineResource({
  name: 'agentLog',
  route: '/agent/log/:logType/:agentId',
  subject: 'MediaAgent',
  schema,
  params: { logType: 'text' },
  paramFilters: { logType: 'type', agentId: 'mediaAgentId' },
  fixedFilters: { platform: 'Google' },
});

describe('a list and the records created from it', () => {
  it('asks for the rows of its route owner and fixed filters, then the user filters', () => {
    const state = { page: 1, pageSize: 20, filters: { note: 'late' } };
    const { filters } = listQueryOf(logs, state, { logType: 'prepay', agentId: '12' });
    expect(filters).toEqual([
      { field: 'type', operator: 'eq', value: 'prepay' },
      { field: 'mediaAgentId', operator: 'eq', value: '12' },
      { field: 'platform', operator: 'eq', value: 'Google' },
      expect.objectContaining({ field: 'note', value: 'late' }),
    ]);
  });

  it('gives a new record its owner from the route (ids as numbers) and the fixed filters', () => {
    expect(valuesForNew(logs, { logType: 'prepay', agentId: '12' })).toEqual({
      platform: 'Google',
      type: 'prepay',
      mediaAgentId: 12,
    });
    expect(valuesForNew(logs, {})).toEqual({ platform: 'Google' });
  });
});
