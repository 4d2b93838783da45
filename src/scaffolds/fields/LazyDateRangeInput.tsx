import { Input } from 'antd';
import { lazy, Suspense, type ComponentProps } from 'react';

const pickers = () => import('./DateRangeInput');
const DateRangeInput = lazy(() => pickers().then((module) => ({ default: module.DateRangeInput })));
const MonthInput = lazy(() => pickers().then((module) => ({ default: module.MonthInput })));

/**
 * The date range filter, its picker code loaded when first shown: most lists open with their
 * date filters folded away, and the picker is the heaviest control of a filter form.
 */
export function LazyDateRangeInput(props: ComponentProps<typeof DateRangeInput>) {
  return (
    <Suspense fallback={<Input disabled id={props.id} style={{ width: 256 }} />}>
      <DateRangeInput {...props} />
    </Suspense>
  );
}

/** The month filter, with the same picker code loaded when first shown. */
export function LazyMonthInput(props: ComponentProps<typeof MonthInput>) {
  return (
    <Suspense
      fallback={
        <Input disabled id={props.id} aria-label={props['aria-label']} style={{ width: 160 }} />
      }
    >
      <MonthInput {...props} />
    </Suspense>
  );
}
