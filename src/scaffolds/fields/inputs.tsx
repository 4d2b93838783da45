import { DatePicker, Input, Select, Space, Switch, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { KeyboardEvent } from 'react';
import { t } from '@/i18n';
import { useTranslation } from '@/i18n/useTranslation';
import { emailRule } from '@/auth/validation';
import { fieldTypeOf, registerFieldType, type FieldInputProps } from '@/engine/fieldTypes';
import type { FieldDef } from '@/engine/types';
import { ReferenceRadio, ReferenceSelect } from '../references/ReferenceSelect';
import { referenceSource } from '@/engine/references';
import { bound } from './boundProps';
import { formOptions } from '../schemaFields';
import { EnumRadio, EnumSelect } from './EnumSelect';
import { readDay, readMonth } from '@/engine/dates';
import { parseDate } from './format';
import { isPendingUpload } from './upload';
import { UploadInput } from './UploadInput';

// The form inputs of the built-in field types, and how their values go in and out of a form
// (src/engine/fieldTypes.ts holds the types). Loaded with the forms, not with the lists.

type Props = FieldInputProps;

function TextInput(props: Props) {
  const { t } = useTranslation();
  return <Input placeholder={t('list.enter')} {...bound(props)} />;
}

function EmailInput(props: Props) {
  const { t } = useTranslation();
  // A text box, not type="email": the browser would trim what was typed and add a message of its
  // own, untranslated, beside the form's (src/auth/validation.ts emailRule).
  return (
    <Input inputMode="email" autoComplete="off" placeholder={t('list.enter')} {...bound(props)} />
  );
}

function TextareaInput(props: Props) {
  return <Input.TextArea rows={3} {...bound(props)} />;
}

// Number inputs are text inputs: antd's number input would clamp an out-of-range value on blur,
// read `1e20` as 100000000000000000000 and drop letters, silently. The field's bounds
// (src/engine/fieldBounds.ts) refuse such a value instead, saying why (formRules.ts), and what was
// typed stays on screen.
function NumberInput(props: Props) {
  return <Input inputMode="numeric" autoComplete="off" {...bound(props)} />;
}

/**
 * A decimal (an exchange rate, an amount, a percentage) as typed: a text input, so every digit is
 * kept and nothing is rewritten. antd's number input would read `1e20` as 100000000000000000000
 * and round or clamp on blur; here a refused value stays on screen as the user typed it, beside
 * the reason (formRules.ts).
 */
function DecimalInput(props: Props) {
  return <Input inputMode="decimal" autoComplete="off" {...bound(props)} />;
}

/** Amounts are never rounded: every digit typed is kept. */
function MoneyInput(props: Props) {
  return (
    <Space.Compact block>
      {props.currency && <Space.Addon>{props.currency}</Space.Addon>}
      <DecimalInput {...props} />
    </Space.Compact>
  );
}

function PercentInput(props: Props) {
  return (
    <Space.Compact block>
      <DecimalInput {...props} />
      <Space.Addon>%</Space.Addon>
    </Space.Compact>
  );
}

/** Up to three choices read better as radio buttons (yes/no, enabled/stopped). */
function EnumInput(props: Props) {
  const multiple = formOptions(props.field)?.multiple;
  if ((props.field.enum?.options.length ?? 0) <= 3 && !multiple) {
    return <EnumRadio enumDef={props.field.enum} {...bound(props)} />;
  }
  return (
    <EnumSelect
      enumDef={props.field.enum}
      mode={multiple ? 'multiple' : undefined}
      {...bound(props)}
    />
  );
}

function ReferenceInput(props: Props) {
  const { multiple, within } = formOptions(props.field) ?? {};
  const held = within && props.record ? props.record[within] : undefined;
  if (referenceSource(props.field.ref!).choices === 'radio' && !multiple && !within)
    return <ReferenceRadio reference={props.field.ref!} {...bound(props)} />;
  return (
    <ReferenceSelect
      reference={props.field.ref!}
      mode={multiple ? 'multiple' : undefined}
      only={within ? (Array.isArray(held) ? held : held === undefined ? [] : [held]) : undefined}
      {...bound(props)}
    />
  );
}

/**
 * Enter in a picker picks the typed date (antd's own handling still runs); it must not also send
 * the form, which the browser does on Enter in any input of a form with a submit button.
 */
const keepEnterInPicker = (event: KeyboardEvent<HTMLElement>) => {
  if (event.key === 'Enter') event.preventDefault();
};

const datePicker = (extra: object) =>
  function DateInput(props: Props) {
    return (
      <DatePicker
        style={{ width: '100%' }}
        onKeyDown={keepEnterInPicker}
        {...extra}
        {...bound(props)}
      />
    );
  };

function BooleanInput(props: Props) {
  return (
    <Switch
      id={props.id}
      checked={Boolean(props.value)}
      onChange={props.onChange}
      disabled={props.disabled}
      aria-label={props['aria-label']}
    />
  );
}

/** Labels: typed in (Enter or comma ends one), each kept once. */
function TagsInput(props: Props) {
  const { t } = useTranslation();
  return (
    <Select
      mode="tags"
      tokenSeparators={[',', '，']}
      notFoundContent={null}
      virtual={false}
      placeholder={t('list.enterTags')}
      style={{ width: '100%' }}
      {...bound(props)}
      value={(props.value as string[] | undefined) ?? []}
    />
  );
}

function FileInput(props: Props) {
  const options = formOptions(props.field) ?? {};
  const accept = options.accept ?? (props.field.type === 'image' ? 'image' : 'document');
  return (
    <UploadInput
      accept={accept}
      multiple={options.multiple}
      maxCount={options.maxCount}
      value={props.value}
      onChange={props.onChange}
      id={props.id}
    />
  );
}

/** A file still being sent keeps the form from being saved. */
const uploadDoneRule: FormRule = {
  validator: (_, value) =>
    isPendingUpload(value) ? Promise.reject(new Error(t('upload.pending'))) : Promise.resolve(),
};

// The dates contract (src/engine/dates.ts): a day or a month is a calendar value with no zone,
// held by the picker as that day at local midnight; a moment is an instant, shown in the user's
// zone and sent as ISO 8601 with the user's offset, so an unchanged value goes back unchanged.
const dateFormats = { date: 'YYYY-MM-DD', datetime: 'YYYY-MM-DDTHH:mm:ssZ', month: 'YYYY-MM' };
const calendar = (read: (value: unknown) => string | null) => (value: unknown) => {
  const text = read(value);
  return text ? dayjs(text.length === 7 ? `${text}-01` : text) : undefined;
};
const asMoment = (value: unknown) => parseDate(value) ?? undefined;
const dayText = (format: string) => (value: unknown) =>
  dayjs.isDayjs(value) ? (value as Dayjs).format(format) : value;
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const asText = (value: unknown) => (value === undefined || value === null ? value : String(value));
const asCount = (value: unknown) => {
  if (typeof value !== 'string') return value;
  return value.trim() === '' ? null : Number(value.trim());
};

registerFieldType('text', { Input: TextInput, toPayload: trimmed });
// A phone's format is checked with the field's bounds (src/engine/phone.ts).
registerFieldType('mobile', { Input: TextInput, toPayload: trimmed });
registerFieldType('email', { Input: EmailInput, toPayload: trimmed, rules: [emailRule] });
registerFieldType('textarea', { Input: TextareaInput, toPayload: trimmed });
// A count is typed as text and sent as the number it reads as (checked plain by its bounds first).
registerFieldType('number', { Input: NumberInput, toForm: asText, toPayload: asCount });
// Amounts travel as typed text: a decimal, never a binary float.
registerFieldType('money', { Input: MoneyInput, toForm: asText });
registerFieldType('percent', { Input: PercentInput, toForm: asText });
registerFieldType('decimal', { Input: DecimalInput, toForm: asText });
registerFieldType('enum', { Input: EnumInput });
registerFieldType('reference', { Input: ReferenceInput });
registerFieldType('date', {
  Input: datePicker({}),
  toForm: calendar(readDay),
  toPayload: dayText(dateFormats.date),
});
registerFieldType('datetime', {
  Input: datePicker({ showTime: true }),
  toForm: asMoment,
  toPayload: dayText(dateFormats.datetime),
});
registerFieldType('month', {
  Input: datePicker({ picker: 'month' }),
  toForm: calendar(readMonth),
  toPayload: dayText(dateFormats.month),
});
registerFieldType('boolean', { Input: BooleanInput });
registerFieldType('tags', {
  Input: TagsInput,
  toForm: (value) =>
    Array.isArray(value) ? value.map(String) : value ? String(value).split(',') : [],
  toPayload: (value) =>
    Array.isArray(value)
      ? [...new Set(value.map((tag) => String(tag).trim()).filter(Boolean))]
      : value,
});
registerFieldType('image', { Input: FileInput, rules: [uploadDoneRule] });
registerFieldType('file', { Input: FileInput, rules: [uploadDoneRule] });

/** The input of a form field, by its type. Extra props (value, onChange, id) come from Form.Item. */
export function FieldInput(props: Props) {
  const { Input: Control = TextInput } = fieldTypeOf(props.field);
  return <Control {...props} />;
}

/** A record's value as its form holds it. */
export function toFormValue(field: FieldDef, value: unknown): unknown {
  const { toForm } = fieldTypeOf(field);
  return toForm ? toForm(value, field) : value;
}

/** A form's value as it is sent. */
export function toPayloadValue(field: FieldDef, value: unknown): unknown {
  const { toPayload } = fieldTypeOf(field);
  return toPayload ? toPayload(value, field) : value;
}
