import { Form } from 'antd';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import type { TFunction } from '@/engine/text';
import { allowedValues, controllingFields, isRequired, isShown } from '@/engine/conditions';
import type { FieldDef } from '@/engine/types';
import { FieldInput } from '../fields/inputs';
import { currencyFieldOf, currencyOf } from '../../engine/moneyFields';
import { rulesFor } from '../formRules';
import { boundHelp } from '../boundHelp';
import { formOptions, type FieldEntry } from '../schemaFields';
import { ClearDisallowed, narrowedEnum } from './dependentOptions';
import { ListField } from './ListField';

/** The rows a record held in a nested editor's field (none when it is no list). */
const rowsOf = (value: unknown): Record<string, unknown>[] | undefined =>
  Array.isArray(value) ? (value as Record<string, unknown>[]) : undefined;

type Row = Record<string, unknown>;

/** What every field of one rendering shares. */
interface FieldContext {
  t: TFunction;
  labelOf: (name: string, field: FieldDef) => string;
  record?: Row;
  readOnly: (name: string) => boolean;
  /** Kept in the form (values, dependencies) but not shown: another step's fields. */
  hidden: boolean;
  /** Whether its checks apply now: a step form checks the step the user is on. */
  validated: boolean;
}

/**
 * The form item of one field, given the values of the fields it depends on (its currency, the
 * fields of its `showWhen`, `requiredWhen`, `optionsBy`). A field type with an editor of its own
 * (a nested list) gets its branch here.
 */
function fieldItem(name: string, field: FieldDef, context: FieldContext, values: Row): ReactNode {
  if (!isShown(field, values)) return null;
  const options = formOptions(field) ?? {};
  const key = context.labelOf(name, field);
  if (field.type === 'list') {
    return (
      <div hidden={context.hidden}>
        <ListField
          name={name}
          path={[name]}
          field={field}
          labelKey={key}
          disabled={context.readOnly(name)}
          validated={context.validated}
          kept={rowsOf(context.record?.[name])}
        />
      </div>
    );
  }
  const required = isRequired(field, values);
  const rules = rulesFor(
    field,
    key,
    context.record,
    context.record ? [context.record[name]] : undefined,
    required,
  );
  const allowed = allowedValues(field, values);
  const shownField = allowed ? narrowedEnum(field, allowed) : field;
  // An amount's decimals are checked against the currency chosen in the form now.
  const watched = [
    options.minBy?.field,
    options.requiredWhen?.field,
    currencyFieldOf(field),
  ].filter((other): other is string => Boolean(other));
  return (
    <>
      <Form.Item
        name={name}
        label={context.t(key)}
        hidden={context.hidden}
        required={required || Boolean(options.nonZero)}
        rules={context.validated ? rules : []}
        dependencies={watched.length ? watched : undefined}
        // Its declared bounds said before anything is typed (a top-up's 300 USD minimum).
        extra={boundHelp(field, values, context.t)}
      >
        <FieldInput
          field={shownField}
          disabled={context.readOnly(name)}
          currency={currencyOf(field, values)}
          record={context.record}
        />
      </Form.Item>
      {options.optionsBy && (
        <ClearDisallowed name={name} control={values[options.optionsBy.field]} allowed={allowed} />
      )}
    </>
  );
}

/**
 * One field of a generated form. A field that depends on others (its currency, `showWhen`,
 * `requiredWhen`, `optionsBy`) is drawn again whenever they change, through antd's
 * `dependencies`; the record's value stands in for one the form does not hold.
 */
function renderFormField(name: string, field: FieldDef, context: FieldContext): ReactNode {
  const currencySource = currencyFieldOf(field);
  // A minimum by another field (`minBy`) is said for that field's value now.
  const minBySource = formOptions(field)?.minBy?.field;
  const watched = [
    ...new Set(
      [...controllingFields(field), currencySource, minBySource].filter((other): other is string =>
        Boolean(other),
      ),
    ),
  ];
  if (!watched.length) {
    return <Fragment key={name}>{fieldItem(name, field, context, context.record ?? {})}</Fragment>;
  }
  return (
    <Form.Item key={name} noStyle dependencies={watched}>
      {({ getFieldValue }) => {
        const values: Row = { ...context.record };
        for (const other of watched)
          values[other] = getFieldValue(other) ?? context.record?.[other];
        return fieldItem(name, field, context, values);
      }}
    </Form.Item>
  );
}

/**
 * The items of a generated form: each field's label, input and validation (SPEC §5), read-only
 * where it cannot change once the record exists. An amount shows the currency chosen in the form
 * now, and follows it when changed. Dependent fields follow the fields they name: shown, required
 * or offered options only while those hold the declared values.
 */
export function FormFields({
  fields,
  labelOf,
  record,
  readOnly = () => false,
  hidden = false,
  validated = true,
}: {
  fields: readonly FieldEntry[];
  labelOf: (name: string, field: FieldEntry[1]) => string;
  record?: Row;
  readOnly?: (name: string) => boolean;
  hidden?: boolean;
  validated?: boolean;
}) {
  const { t } = useTranslation();
  const context: FieldContext = { t, labelOf, record, readOnly, hidden, validated };
  return fields.map(([name, field]) => renderFormField(name, field, context));
}
