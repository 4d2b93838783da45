import dayjs from 'dayjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { defineSchema } from '@/engine/define';
import type { FieldDef } from '@/engine/types';
import { changeLanguage, i18n, t } from '@/i18n';
import { fieldText } from '@/scaffolds/fields/renderers';
import { toFormValues, toPayload } from '@/scaffolds/formValues';
import { mediaAgentSchema } from '../../../schemas/mediaAgent';

/** Field type 'list': declarations checked, rows in and out of a form, rows as text. */
const plan = defineSchema({
  entity: 'plan',
  id: 'id',
  fields: {
    id: { type: 'number' },
    steps: {
      type: 'list',
      form: { unique: ['month'] },
      of: {
        month: { type: 'month', form: { required: true } },
        note: { type: 'text' },
        amount: { type: 'money', currency: 'USD' },
      },
    },
  },
});

beforeAll(async () => {
  await changeLanguage('en');
  i18n.addResourceBundle(
    'en',
    'translation',
    {
      fields: {
        plan: { steps: 'Steps', stepsRow: { month: 'Month', note: 'Note', amount: 'Amount' } },
      },
    },
    true,
    true,
  );
});

describe('a list field declared', () => {
  it('gets its row labels from the list’s key', () => {
    expect((plan.fields.steps.of.month as FieldDef).label).toBe('fields.plan.stepsRow.month');
    const gradient = mediaAgentSchema.fields.rebatePolicies.of.gradient;
    expect((gradient.of.threshold as FieldDef).label).toBe(
      'fields.mediaAgent.rebatePoliciesRow.gradientRow.threshold',
    );
  });

  it('is refused without rows, or with a rule naming no row field', () => {
    expect(() =>
      defineSchema({ entity: 'x', id: 'id', fields: { rows: { type: 'list' } } }),
    ).toThrow(/of/);
    expect(() =>
      defineSchema({
        entity: 'x',
        id: 'id',
        fields: { rows: { type: 'list', form: { unique: ['nope'] }, of: { a: { type: 'text' } } } },
      }),
    ).toThrow(/"nope" is not a field of its rows/);
    expect(() =>
      defineSchema({
        entity: 'x',
        id: 'id',
        fields: { rows: { type: 'list', of: { a: { type: 'stripes' } } } },
      }),
    ).toThrow(/x\.rows\.a: unknown field type/);
  });
});

describe('rows in and out of a form', () => {
  const record = {
    steps: [
      { month: '2031-05', note: 'first', amount: '12.345' },
      { month: '2031-06', amount: 7 },
    ],
  };

  it('each value through its own type, and back unchanged', () => {
    const values = toFormValues(plan, 'edit', record);
    const steps = values.steps as Record<string, unknown>[];
    expect(dayjs.isDayjs(steps[0].month)).toBe(true);
    expect(steps[1].amount).toBe('7');
    expect(toPayload(plan, 'edit', values).steps).toEqual([
      { month: '2031-05', note: 'first', amount: '12.345' },
      { month: '2031-06', amount: '7' },
    ]);
  });

  it('drops a row left blank, trims text, and reads a wrong value as no rows', () => {
    const values = { steps: [{ note: '  ' }, { month: dayjs('2031-07-01'), note: ' x ' }, {}] };
    expect(toPayload(plan, 'edit', values).steps).toEqual([{ month: '2031-07', note: 'x' }]);
    expect(toFormValues(plan, 'edit', { steps: 'oops' }).steps).toEqual([]);
  });
});

describe('a row field shown by another field of its row', () => {
  const policies = defineSchema({
    entity: 'policyPlan',
    id: 'id',
    fields: {
      id: { type: 'number' },
      policies: {
        type: 'list',
        form: true,
        of: {
          mode: { type: 'number', form: { required: true } },
          ratio: { type: 'percent', form: { showWhen: { field: 'mode', values: [1] } } },
        },
      },
    },
  });

  it('is not sent while the row hides it', () => {
    const values = {
      policies: [
        { mode: 1, ratio: '2' },
        { mode: 2, ratio: '3' },
      ],
    };
    expect(toPayload(policies, 'create', values).policies).toEqual([
      { mode: 1, ratio: '2' },
      { mode: 2 },
    ]);
  });

  it('names a field of the same row, or the schema fails as it loads', () => {
    expect(() =>
      defineSchema({
        entity: 'y',
        id: 'id',
        fields: {
          rows: {
            type: 'list',
            of: {
              a: { type: 'text', form: true },
              b: { type: 'text', form: { showWhen: { field: 'mod', values: [1] } } },
            },
          },
        },
      }),
    ).toThrow('y.rows.b: showWhen names "mod", not another form field');
  });
});

describe('rows as text', () => {
  it('reads "label: value" per row', () => {
    const text = fieldText({
      name: 'steps',
      field: plan.fields.steps,
      value: [{ month: '2031-05', note: 'first', amount: '12.5' }],
      record: {},
      t,
    });
    expect(text).toBe('Month: 2031-05, Note: first, Amount: USD 12.50');
  });
});
