import type { ReactNode } from 'react';
import { fieldTypeOf, type FieldValueContext } from '@/engine/fieldTypes';
import { fieldText } from './texts';

/**
 * A value the way its type shows it: enums as coloured tags, money with currency, dates… (the
 * types' `render` parts are registered by ./renderers.tsx, which loads before anything draws).
 */
export function renderFieldValue(context: FieldValueContext): ReactNode {
  const type = fieldTypeOf(context.field);
  if (type.render) return type.render(context);
  return fieldText(context) || null;
}
