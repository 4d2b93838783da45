import '@ant-design/v5-patch-for-react-19';
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';
import { afterAll, describe, expect, it } from 'vitest';
import '@/app/declarations';
import type { FieldDef, ResourceDef } from '@/engine/types';
import { changeLanguage, loadViewTexts, t } from '@/i18n';
import { actionFieldLabel, actionFieldsOf } from '@/scaffolds/actions/actionModel';
import '@/scaffolds/fields/inputs';
import { FormFields } from '@/scaffolds/forms/FormFields';
import { formFields, formOptions, labelKey, type FieldEntry } from '@/scaffolds/schemaFields';
import { allResources } from '../../resources';

/**
 * The bad inputs of issue #40 typed into every typed field of every declared form (create forms
 * and actions' forms, SPEC §5): each is refused with one translated message naming the field, or
 * accepted where the field allows it, and what was typed stays on screen as typed. Drawn by the
 * forms' own renderer (FormFields), field by field.
 */
const TYPED = new Set([
  'text',
  'textarea',
  'email',
  'mobile',
  'number',
  'money',
  'decimal',
  'percent',
]);
const NUMERIC = new Set(['number', 'money', 'decimal', 'percent']);

interface SweptField {
  form: string;
  name: string;
  field: FieldDef;
  label: string;
}

/** Every typed field of the declared create forms and action forms. */
function sweptFields(resources: readonly ResourceDef[]): SweptField[] {
  const swept: SweptField[] = [];
  const add = (form: string, entries: FieldEntry[], label: (entry: FieldEntry) => string) => {
    for (const entry of entries) {
      if (TYPED.has(entry[1].type))
        swept.push({ form, name: entry[0], field: entry[1], label: label(entry) });
    }
  };
  for (const resource of resources) {
    const { schema } = resource;
    if (schema && resource.crud?.create) {
      add(`${resource.name} create`, formFields(schema, 'create'), ([name]) =>
        labelKey(schema, name),
      );
    }
    for (const [name, action] of Object.entries(resource.actions ?? {})) {
      const fields = actionFieldsOf(name, action, (key) => t(key) !== key);
      add(`${resource.name}.${name}`, fields, ([field, def]) =>
        actionFieldLabel(resource, field, def),
      );
    }
  }
  return swept;
}

/** A record under which the field is shown, and its minimum by another field applies. */
function recordFor(field: FieldDef): Record<string, unknown> {
  const options = formOptions(field) ?? {};
  const record: Record<string, unknown> = {};
  if (options.showWhen) record[options.showWhen.field] = options.showWhen.values[0];
  if (options.minBy) record[options.minBy.field] = Object.keys(options.minBy.values)[0];
  return record;
}

/** Whether the field must refuse the input (true), may take it (false), or either (null). */
function mustRefuse(field: FieldDef, input: string): boolean | null {
  const options = formOptions(field) ?? {};
  const required = Boolean(options.required || options.nonZero);
  const numeric = NUMERIC.has(field.type);
  switch (input) {
    case '':
    case '   ':
      return options.requiredWhen ? null : required;
    case '-5':
      return numeric
        ? options.sign === undefined && options.min === undefined
          ? true
          : null
        : null;
    case '0':
      return numeric && (options.nonZero || options.minBy) ? true : null;
    case '1e20':
    case '1.123456789012':
      return numeric ? true : null;
    case 'x@':
      return field.type === 'email' || numeric ? true : null;
    case '😀😀':
      return field.type === 'email' || field.type === 'mobile' || numeric ? true : null;
    default:
      // 10,000 characters: longer than any field takes.
      return true;
  }
}

const BAD_INPUTS = [
  '',
  '   ',
  '-5',
  '0',
  '1e20',
  '1.123456789012',
  'x@',
  '😀😀',
  'x'.repeat(10000),
];

let form: FormInstance | undefined;
function Harness({ swept }: { swept: SweptField }) {
  const [instance] = Form.useForm();
  form = instance;
  return (
    // The other fields the form would hold (the top-up's currency), as the record has them.
    <Form form={instance} initialValues={recordFor(swept.field)}>
      <FormFields
        fields={[[swept.name, swept.field]]}
        labelOf={() => swept.label}
        record={recordFor(swept.field)}
      />
    </Form>
  );
}

/**
 * Types each input into the field's box (drawn once), checks the form each time, and tells what
 * the user sees: the messages and what the box shows. Null when the field draws no box (a select).
 */
async function enterEach(swept: SweptField, inputs: readonly string[]) {
  const { container } = render(<Harness swept={swept} />);
  const box = container.querySelector<HTMLInputElement | HTMLTextAreaElement>(
    `#${CSS.escape(swept.name)}`,
  );
  const seen = [];
  for (const input of box ? inputs : []) {
    fireEvent.change(box!, { target: { value: input } });
    await act(() => form!.validateFields([swept.name]).catch(() => undefined));
    const errors = form!.getFieldError(swept.name);
    const shownNow = () =>
      [...container.querySelectorAll('.ant-form-item-explain-error')].map(
        (node) => node.textContent ?? '',
      );
    // The messages on screen follow the check (antd draws them as they change).
    const shown = await waitFor(() => {
      expect(shownNow()).toEqual(errors);
      return errors;
    }).catch(() => shownNow());
    seen.push({ input, errors, shown, kept: box!.value });
  }
  cleanup();
  return box ? seen : null;
}

const swept = sweptFields(allResources);
const forms = [...new Set(swept.map((one) => one.form))];
afterAll(() => changeLanguage('en'));

/** What is wrong with the way the field took each bad input (nothing: all well). */
async function problemsOf(one: SweptField, language: 'cn' | 'en') {
  const label = t(one.label);
  const problems: string[] = [];
  for (const seen of (await enterEach(one, BAD_INPUTS)) ?? []) {
    const { input } = seen;
    const where = `${one.name} ${JSON.stringify(input.slice(0, 20))}`;
    if (seen.kept !== input)
      problems.push(`${where}: shows ${JSON.stringify(seen.kept.slice(0, 20))}`);
    if (seen.errors.length > 1) problems.push(`${where}: ${seen.errors.join(' | ')}`);
    const refuse = mustRefuse(one.field, input);
    if (refuse === true && seen.errors.length !== 1) problems.push(`${where}: accepted`);
    if (refuse === false && seen.errors.length)
      problems.push(`${where}: refused (${seen.errors[0]})`);
    for (const message of seen.errors) {
      // In the interface's language, never a key; naming the field, or saying the format.
      const inLanguage = /[\u4e00-\u9fff]/.test(message) === (language === 'cn');
      // A format's own message (an email's, a SWIFT code's pattern) says what to type instead.
      const named =
        message.includes(label) ||
        message === t('validation.email') ||
        Boolean(formOptions(one.field)?.pattern);
      if (!inLanguage || !named || /\b(validation|bounds|errors)\.\w+/.test(message)) {
        problems.push(`${where}: untranslated "${message}"`);
      }
    }
    if (seen.shown.join(' | ') !== seen.errors.join(' | ')) {
      problems.push(`${where}: on screen ${seen.shown.join(' | ')}`);
    }
  }
  return problems;
}

describe('every declared form refuses each bad input once, and keeps it as typed', () => {
  it('walks the typed fields of the create and action forms', () => {
    // Top-up amounts, payments, reasons, names, emails: the forms of SPEC §5 are among them.
    expect(swept.length).toBeGreaterThan(40);
    expect(forms).toContain('orgFinanceWalletPay create');
  });

  // Chinese for every form (the main organisation's staff), English for every other one.
  it.each(forms.map((name, index) => [name, index % 2 ? 'en' : 'cn'] as const))(
    '%s, in %s',
    async (name, language) => {
      await changeLanguage(language);
      await loadViewTexts();
      const problems: string[] = [];
      for (const one of swept.filter((field) => field.form === name)) {
        problems.push(...(await problemsOf(one, language)));
      }
      expect(problems).toEqual([]);
    },
    60000,
  );

  it.each(['cn', 'en'] as const)('the top-up in %s', async (language) => {
    await changeLanguage(language);
    await loadViewTexts();
    const amount = swept.find(
      (one) => one.form === 'orgFinanceWalletPay create' && one.name === 'amount',
    )!;
    const seen = await enterEach(amount, ['', '-5', '1e20']);
    const messages = seen!.map((one) => one.errors);
    expect(messages).toEqual(
      language === 'cn'
        ? [['充值金额不能为空或0'], ['充值金额不能低于 300 USD'], ['充值金额须为数字，如 1234.56']]
        : [
            ['Recharge amount cannot be empty or 0'],
            ['Recharge amount must be at least 300 USD'],
            ['Recharge amount must be a number written in digits, such as 1234.56'],
          ],
    );
    expect(seen!.map((one) => one.kept)).toEqual(['', '-5', '1e20']);
  });
});
