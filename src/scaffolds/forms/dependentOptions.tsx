import { Form } from 'antd';
import { useEffect, useRef } from 'react';
import type { FieldDef } from '@/engine/types';

type Allowed = readonly (string | number)[] | undefined;

const isAllowed = (allowed: Allowed, value: unknown) =>
  !allowed || allowed.some((option) => String(option) === String(value));

/** An enum field offering only the allowed values (`optionsBy`). */
export function narrowedEnum(field: FieldDef, allowed: NonNullable<Allowed>): FieldDef {
  if (!field.enum) return field;
  return {
    ...field,
    enum: { ...field.enum, options: field.enum.options.filter((o) => isAllowed(allowed, o.value)) },
  };
}

/**
 * Clears a chosen value the controlling field no longer allows, when that field changes (a value
 * the form opened with is left as it is until then).
 */
export function ClearDisallowed({
  name,
  control,
  allowed,
}: {
  name: string;
  control: unknown;
  allowed: Allowed;
}) {
  const form = Form.useFormInstance();
  const previous = useRef(control);
  useEffect(() => {
    if (String(previous.current) === String(control)) return;
    previous.current = control;
    const value: unknown = form.getFieldValue(name);
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      const kept = value.filter((item) => isAllowed(allowed, item));
      if (kept.length !== value.length) form.setFieldValue(name, kept);
    } else if (!isAllowed(allowed, value)) {
      form.setFieldValue(name, undefined);
    }
  }, [form, name, control, allowed]);
  return null;
}
