// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defineEnum, defineResource, defineSchema } from '@/engine/define';
import type { FieldDef, FormStep } from '@/engine/types';
import { draftKey } from '@/auth/formDrafts';
import { stepsOf } from '@/scaffolds/forms/formSteps';

const platform = defineEnum('platform', [{ value: 'Google' }, { value: 'Facebook' }]);
const kind = defineEnum('kind', [{ value: 1 }, { value: 2 }]);

const schemaWith = (extra: Record<string, FieldDef>) =>
  defineSchema({
    entity: 'thing',
    id: 'id',
    fields: {
      id: { type: 'number' },
      platform: { type: 'enum', enum: platform, form: true },
      name: { type: 'text', form: true },
      code: { type: 'text', form: { on: 'create' } },
      ...extra,
    },
  });

describe('dependent fields, as declared', () => {
  it('name another form field of the schema', () => {
    expect(() =>
      schemaWith({ note: { type: 'text', form: { showWhen: { field: 'plaform', values: [1] } } } }),
    ).toThrow('thing.note: showWhen names "plaform", not another form field');
    expect(() =>
      schemaWith({ note: { type: 'text', form: { requiredWhen: { field: 'id', values: [1] } } } }),
    ).toThrow('thing.note: requiredWhen names "id", not another form field');
  });

  it('narrow an enum by values it has', () => {
    const optionsBy = (values: Record<string, (string | number)[]>) => () =>
      schemaWith({
        kind: { type: 'enum', enum: kind, form: { optionsBy: { field: 'platform', values } } },
      });
    expect(optionsBy({ Google: [1], Facebook: [2] })).not.toThrow();
    expect(optionsBy({ Google: [3] })).toThrow(
      'thing.kind: optionsBy offers "3", not a value of its enum',
    );
    expect(() =>
      schemaWith({
        note: { type: 'text', form: { optionsBy: { field: 'platform', values: {} } } },
      }),
    ).toThrow('thing.note: optionsBy needs an enum field');
  });
});

describe('form steps, as declared', () => {
  const resourceWith = (steps: FormStep[]) => () =>
    defineResource({ name: 'thing', subject: 'Client', schema: schemaWith({}), form: { steps } });

  it('hold every form field once, and nothing else', () => {
    expect(
      resourceWith([
        { title: 'a', fields: ['platform', 'code'] },
        { title: 'b', fields: ['name'] },
      ]),
    ).not.toThrow();
    expect(resourceWith([{ title: 'a', fields: ['platform', 'name', 'code', 'id'] }])).toThrow(
      'thing: step "a" names "id", not a form field',
    );
    expect(
      resourceWith([
        { title: 'a', fields: ['platform', 'name'] },
        { title: 'b', fields: ['name', 'code'] },
      ]),
    ).toThrow('thing: "name" is in two steps');
    expect(resourceWith([{ title: 'a', fields: ['platform'] }])).toThrow(
      'thing: form fields in no step: name, code',
    );
  });

  it('leave out, on edit, the fields and steps of the create form only', () => {
    const resource = resourceWith([
      { title: 'a', fields: ['platform', 'name'] },
      { title: 'b', fields: ['code'] },
    ])();
    expect(stepsOf(resource, 'create').map((step) => step.fields.map(([name]) => name))).toEqual([
      ['platform', 'name'],
      ['code'],
    ]);
    expect(stepsOf(resource, 'edit').map((step) => step.fields.map(([name]) => name))).toEqual([
      ['platform', 'name'],
    ]);
  });
});

describe('a step form draft', () => {
  it('is kept per user and form, and not without a user', () => {
    expect(draftKey(7, 'client', 'create', null)).toBe('formDraft:7:client:create');
    expect(draftKey(7, 'client', 'edit', '42')).toBe('formDraft:7:client:edit:42');
    expect(draftKey(undefined, 'client', 'create', null)).toBeNull();
  });
});
