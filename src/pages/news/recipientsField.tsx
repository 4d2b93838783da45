import { lazy, Suspense } from 'react';
import { registerFieldType, type FieldInputProps } from '@/engine/fieldTypes';
import { recipientsType } from '../../../schemas/fieldTypes';

const RecipientTreeSelect = lazy(() => import('./RecipientTreeSelect'));

/** The tree select loads with the form that shows it, never with a list. */
function RecipientsInput(props: FieldInputProps) {
  return (
    <Suspense fallback={null}>
      <RecipientTreeSelect {...props} />
    </Suspense>
  );
}

/** A site message's recipients are chosen in the tree of organisations, roles and people. */
registerFieldType(recipientsType, { Input: RecipientsInput });
