import type { FieldInputProps } from '@/engine/fieldTypes';

/** What antd's inputs take from Form.Item (value, onChange, id, disabled), and the label, passed on. */
export const bound = ({ value, onChange, id, disabled, ...rest }: FieldInputProps): object => ({
  value,
  onChange,
  id,
  disabled,
  'aria-label': rest['aria-label'],
});
