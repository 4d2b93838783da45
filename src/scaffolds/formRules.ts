import type { Rule } from 'antd/es/form';
import { emailRule, isBlank, mobileRule, requiredRule } from '@/auth/validation';
import type { FieldDef } from '@/engine/types';
import { t } from '@/i18n';
import { formOptions } from './schemaFields';

/** An amount that cannot be empty or 0 (SPEC §5). */
export function nonZeroRule(labelKey: string): Rule {
  return {
    validator: (_, value) =>
      isBlank(value) || Number(value) === 0
        ? Promise.reject(new Error(t('validation.nonZero', { field: t(labelKey) })))
        : Promise.resolve(),
  };
}

/** The validation of a form field, from its declaration (SPEC §5). */
export function rulesFor(field: FieldDef, labelKey: string): Rule[] {
  const options = formOptions(field) ?? {};
  const rules: Rule[] = [];
  if (options.required) rules.push(requiredRule(labelKey));
  if (options.nonZero) rules.push(nonZeroRule(labelKey));
  if (field.type === 'email') rules.push(emailRule);
  if (field.type === 'mobile') rules.push(mobileRule);
  return rules;
}
