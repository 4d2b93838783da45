import type { TFunction } from '@/engine/text';
import type { AreaLimits, Grant, GrantCondition } from '@/access/permissionMap';

/** A grant's condition in words. */
export function conditionText(t: TFunction, condition: GrantCondition): string {
  switch (condition.kind) {
    case 'own':
    case 'notOwn':
      return t(`permissionMap.conditions.${condition.kind}`, {
        field: condition.field,
        idField: condition.idField,
      });
    case 'equals':
      return t('permissionMap.conditions.equals', {
        field: condition.field,
        value: condition.value,
      });
    default:
      return t(`permissionMap.conditions.${condition.kind}`);
  }
}

export const sourceText = (t: TFunction, grant: Grant) => t(`permissionMap.${grant.source}`);

/** A role's grants in one cell, as one line of text (the export's cell). */
export function grantsText(t: TFunction, grants: readonly Grant[] | undefined): string {
  if (!grants?.length) return t('permissionMap.denied');
  return grants
    .map((grant) =>
      [sourceText(t, grant), ...grant.conditions.map((c) => conditionText(t, c))].join('; '),
    )
    .join(' | ');
}

/** The name of an action, from the texts its buttons already have. */
export function actionText(t: TFunction, action: string): string {
  const own = { create: 'buttons.create', update: 'buttons.edit', delete: 'buttons.delete' };
  if (action in own) return t(own[action as keyof typeof own]);
  if (action === 'export') return t('list.export');
  return t(`actions.${action}`, {
    defaultValue: t(`permissionMap.actions.${action}`, { defaultValue: action }),
  });
}

/** An area's pages by title. */
export function areaTitle(t: TFunction, limits: AreaLimits | undefined): string {
  if (!limits?.pages.length) return t('permissionMap.noPages');
  return limits.pages.map((page) => t(`routes.${page}`)).join(' · ');
}

/** The route-level limits of an area in words (organisation markers, virtual-card keys). */
export function limitsText(t: TFunction, limits: AreaLimits | undefined): string[] {
  if (!limits) return [];
  const lines: string[] = [];
  // Every page of the area marked alike, or only some of them.
  const some = limits.org.length > 1 ? 'Some' : '';
  if (limits.org.includes(1)) lines.push(t(`permissionMap.limits.mainOrg${some}`));
  if (limits.org.includes(-1)) lines.push(t(`permissionMap.limits.resellers${some}`));
  if (limits.vccKeys.length)
    lines.push(t('permissionMap.limits.vcc', { keys: limits.vccKeys.join(', ') }));
  return lines;
}
