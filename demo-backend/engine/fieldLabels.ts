import type { FieldDef, Language } from '@/demoBackendSurface';
import cn from '../../locales/cn.json';
import en from '../../locales/en.json';
import type { MessageParam } from '../handlers/http';

/**
 * Field errors name their field as the form names it, in the request's language ("Refund amount:
 * 1 is more than…", "退款金额：1 超过…"), never by its wire name: the label the console shows
 * (the field's own `label` key, else `fields.<entity>.<name>`), read from the console's texts.
 * The answer's `data` names the field too (`{ field }`), so the console can put the message
 * under it.
 */
const texts: Record<Language, unknown> = { cn, en };

function textOf(language: Language, key: string): string | undefined {
  let node: unknown = texts[language];
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The fields of the form a request was sent from, and the entity whose labels they take. */
export interface FormFields {
  entity: string;
  fields: Readonly<Record<string, FieldDef>>;
}

/** A field's label in both languages; its name where neither text names it. */
export function fieldLabel(form: FormFields, name: string): MessageParam {
  const key = form.fields[name]?.label ?? `fields.${form.entity}.${name}`;
  const [inCn, inEn] = [textOf('cn', key), textOf('en', key)];
  return inCn || inEn ? { cn: inCn ?? inEn ?? name, en: inEn ?? inCn ?? name } : name;
}

/** The reason an action asks for, labelled as its dialog labels it. */
export function reasonField(action: string): FieldDef {
  const own = `actions.reasonOf.${action}`;
  return { type: 'textarea', label: textOf('en', own) ? own : 'common.reason' };
}

/**
 * A refusal's placeholders and data as answered: `{field}`, when it is one of the form's fields,
 * becomes its label, and the data names the field.
 */
export function labelled(
  params: Readonly<Record<string, MessageParam>> = {},
  form?: FormFields,
): { params: Readonly<Record<string, MessageParam>>; data: { field: string } | null } {
  const name = params.field;
  if (!form || typeof name !== 'string' || !Object.hasOwn(form.fields, name)) {
    return { params, data: null };
  }
  return { params: { ...params, field: fieldLabel(form, name) }, data: { field: name } };
}
