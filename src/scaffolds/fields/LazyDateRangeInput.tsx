import { Input } from 'antd';
import { lazy, Suspense, type ComponentProps } from 'react';

const DateRangeInput = lazy(() =>
  import('./DateRangeInput').then((module) => ({ default: module.DateRangeInput })),
);

/**
 * The date range filter, its picker code loaded when first shown: most lists open with their
 * date filters folded away, and the picker is the heaviest control of a filter form.
 */
export function LazyDateRangeInput(props: ComponentProps<typeof DateRangeInput>) {
  return (
    <Suspense fallback={<Input disabled style={{ width: 256 }} />}>
      <DateRangeInput {...props} />
    </Suspense>
  );
}
