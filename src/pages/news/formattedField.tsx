import { lazy, Suspense } from 'react';
import {
  registerFieldType,
  type FieldInputProps,
  type FieldValueContext,
} from '@/engine/fieldTypes';
import { formattedTextType } from '../../../schemas/fieldTypes';

// Both load with the page that shows or edits a message, never with a list or the routes.
const FormattedText = lazy(() => import('./FormattedText'));
const FormattedTextInput = lazy(() => import('./FormattedTextInput'));

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** The text drawn formatted; until its reader loads, the text as typed. */
export function FormattedValue({ value }: Pick<FieldValueContext, 'value'>) {
  return (
    <Suspense fallback={<span className="site-message-content">{textOf(value)}</span>}>
      <FormattedText text={textOf(value)} />
    </Suspense>
  );
}

function FormattedInput(props: FieldInputProps) {
  return (
    <Suspense fallback={null}>
      <FormattedTextInput {...props} />
    </Suspense>
  );
}

/** A formatted text is drawn formatted on its own and edited with its toolbar. */
registerFieldType(formattedTextType, {
  detail: ({ value }) => <FormattedValue value={value} />,
  Input: FormattedInput,
});
