import { useMemo } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import type { ReferenceOption } from './useReferenceSelect';

/**
 * A select's options with each one's number beside its label ("星河传媒（MA00012）", where the list
 * declares a `number`): two agents, clients or members of the same name are told apart, and
 * typing the number finds the option as typing the name does. Cells keep the label alone.
 */
export function useNumberedOptions(options: readonly ReferenceOption[]): ReferenceOption[] {
  const { t } = useTranslation();
  return useMemo(
    () =>
      options.map((option) =>
        option.number === undefined || option.number === option.label
          ? option
          : {
              ...option,
              label: t('list.nameAndNumber', { name: option.label, number: option.number }),
            },
      ),
    [options, t],
  );
}
