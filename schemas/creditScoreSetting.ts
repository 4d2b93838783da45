import { defineReference, defineSchema } from '@/engine/define';
import type { Language } from '@/data/contract';

/**
 * An item of the credit score settings (`GET /client/credit/score/settings`, and
 * `/org/credit/score/settings` for resellers; SPEC §7 names the calls, not the fields: assumed):
 * what an entry assesses and the points it may give, `minScore` to `maxScore` (equal: fixed points;
 * negative: points taken off). `nameEn`, when the backend gives it, names the item in English.
 */
const settingFields = {
  id: { type: 'number', list: { width: 80 } },
  name: { type: 'text', list: true },
  nameEn: { type: 'text', list: true },
  minScore: { type: 'number', list: true },
  maxScore: { type: 'number', list: true },
} as const;

export const clientCreditScoreSettingSchema = defineSchema({
  entity: 'clientCreditScoreSetting',
  id: 'id',
  title: 'name',
  fields: settingFields,
});

export const orgCreditScoreSettingSchema = defineSchema({
  entity: 'orgCreditScoreSetting',
  id: 'id',
  title: 'name',
  fields: settingFields,
});

/** An item as the interface's language names it, with its points: "On-time payment (0 to 10)". */
export function scoreItemLabel(record: Record<string, unknown>, language: Language): string {
  const english = typeof record.nameEn === 'string' && record.nameEn ? record.nameEn : undefined;
  const name = String((language === 'en' && english) || (record.name ?? record.id ?? ''));
  const min = Number(record.minScore);
  const max = Number(record.maxScore);
  if (!Number.isFinite(min) || !Number.isFinite(max)) return name;
  const signed = (points: number) => (points > 0 ? `+${points}` : String(points));
  return min === max ? `${name} (${signed(min)})` : `${name} (${signed(min)} ~ ${signed(max)})`;
}

/** The items a client's score entry may assess, read from the backend's settings. */
export const clientCreditScoreItem = defineReference('clientCreditScoreItem', {
  endpoint: 'GET /client/credit/score/settings',
  pageSize: 100,
  value: 'id',
  label: scoreItemLabel,
});

/** The items a reseller's score entry may assess. */
export const orgCreditScoreItem = defineReference('orgCreditScoreItem', {
  endpoint: 'GET /org/credit/score/settings',
  pageSize: 100,
  value: 'id',
  label: scoreItemLabel,
});
