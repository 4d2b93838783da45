import { fieldTypeOf } from '@/engine/fieldTypes';
import { referenceSource } from '@/engine/references';
import type { ActionDef, FieldDef } from '@/engine/types';
import type { FieldEntry } from '@/scaffolds/schemaFields';
import { rawOptionValue } from './h5Options';

/** The field types a phone asks for in an action's form (others stay on the desktop's form). */
const typed = new Set([
  'text',
  'textarea',
  'email',
  'mobile',
  'number',
  'money',
  'decimal',
  'percent',
]);

const multiple = (field: FieldDef) =>
  typeof field.form === 'object' && Boolean(field.form.multiple);

/** How the phone's action form asks for a field, or null when it cannot. */
export function mobileFieldInputOf(field: FieldDef): 'text' | 'area' | 'choice' | 'option' | null {
  if (field.type === 'textarea') return 'area';
  if (typed.has(field.type)) return 'text';
  if (field.type === 'enum' && field.enum && !multiple(field)) return 'choice';
  // A whole option list (not one searched by keyword, such as clients).
  if (field.type === 'reference' && field.ref && !multiple(field)) {
    return referenceSource(field.ref).search ? null : 'option';
  }
  return null;
}

/** Whether a phone can run an action: it asks nothing, a reason, or only fields it can ask for. */
export const runsOnPhone = (action: ActionDef) =>
  Object.values(action.fields ?? {}).every((field) => mobileFieldInputOf(field) !== null);

/**
 * What the phone's form sends, as the desktop's form does: text trimmed, whole numbers as
 * numbers, amounts as typed text, a choice and an option as the value they were declared or
 * read with (a number stays a number).
 */
export function mobilePayload(fields: readonly FieldEntry[], values: Record<string, unknown>) {
  const payload: Record<string, unknown> = {};
  for (const [name, field] of fields) {
    const entered = Array.isArray(values[name]) ? values[name][0] : values[name];
    if (entered === undefined || entered === null) continue;
    const text = String(entered).trim();
    if (text === '') continue;
    if (field.type === 'enum') {
      payload[name] = field.enum?.options.find((option) => String(option.value) === text)?.value;
    } else if (field.type === 'reference') {
      payload[name] = rawOptionValue(field.ref ?? '', text);
    } else payload[name] = fieldTypeOf(field).storage === 'number' ? Number(text) : text;
  }
  return payload;
}
