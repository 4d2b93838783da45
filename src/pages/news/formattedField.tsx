import { lazy, Suspense } from 'react';
import { defineFieldType } from '@/engine/define';
import type { FieldInputProps, FieldValueContext } from '@/engine/fieldTypes';

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

/** Text written with light Markdown formatting and shown formatted, safely (no raw HTML). */
export const formattedTextType = defineFieldType('formattedText', {
  filter: 'contains',
  storage: 'text',
  text: ({ value }) => textOf(value),
  render: ({ value }) => textOf(value),
  detail: ({ value }) => <FormattedValue value={value} />,
  Input: FormattedInput,
  toPayload: (value) => (typeof value === 'string' ? value.trim() : value),
});
