import { lazy, Suspense } from 'react';
import { defineFieldType } from '@/engine/define';
import type { FieldInputProps } from '@/engine/fieldTypes';

const RecipientTreeSelect = lazy(() => import('./RecipientTreeSelect'));

/** The tree select loads with the form that shows it, never with a list. */
function RecipientsInput(props: FieldInputProps) {
  return (
    <Suspense fallback={null}>
      <RecipientTreeSelect {...props} />
    </Suspense>
  );
}

const keysOf = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);

/** A site message's recipients: keys of the `getSelTree` nodes chosen (SPEC §7). */
export const recipientsType = defineFieldType('recipients', {
  filter: false,
  storage: 'list',
  text: ({ value }) => keysOf(value).join(', '),
  Input: RecipientsInput,
});
