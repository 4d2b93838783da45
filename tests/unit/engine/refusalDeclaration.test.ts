// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { BusinessRefusal } from '@/data/contract';
import { defineResource } from '@/engine/define';
import type { ResourceDef } from '@/engine/types';

const base = {
  name: 'refusalFixture',
  route: '/refusalFixture',
  subject: 'Vcc',
  endpoints: { list: 'GET /refusalFixture/list', create: 'POST /refusalFixture/add' },
} satisfies ResourceDef;
const rule = 'at most the balance';
const onCreate =
  (...refusals: BusinessRefusal[]) =>
  () =>
    defineResource({ ...base, refusals: { create: refusals } });
const onAction =
  (...refusals: BusinessRefusal[]) =>
  () =>
    defineResource({ ...base, actions: { pay: { call: 'POST /refusalFixture/pay', refusals } } });

describe("a write's declared business refusals", () => {
  it('are error codes of a declared write, each once, each with its rule', () => {
    expect(onCreate({ code: 10743, rule }, { code: 10010, rule })).not.toThrow();
    expect(onAction({ code: 10743, rule })).not.toThrow();
    expect(() =>
      defineResource({ ...base, refusals: { remove: [{ code: 10743, rule }] } }),
    ).toThrow(/refusals of "remove", which has no endpoint/);
    expect(onCreate({ code: 0, rule })).toThrow(/0 is no error code of the main service/);
    expect(onAction({ code: -201, rule })).toThrow(/-201 ends the session/);
    expect(onCreate({ code: 10743, rule }, { code: 10743, rule })).toThrow(/listed twice/);
    expect(onAction({ code: 10743, rule: ' ' })).toThrow(/10743 needs its rule/);
  });
});
