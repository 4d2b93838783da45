import { defineEnum, defineReference, defineSchema } from '@/engine/define';
import type { Language } from '@/data/contract';

/**
 * A client type as `GET /client/clientType` lists them (SPEC §7 names the call; the fields are
 * assumed): its code, its name, and `nameEn` when the backend names it in English too. The codes
 * are the backend's: the console knows none of them, and shows a code it does not list as sent.
 */
export const clientTypeSchema = defineSchema({
  entity: 'clientTypeOption',
  id: 'clientType',
  title: 'name',
  fields: {
    clientType: { type: 'number', list: true },
    name: { type: 'text', list: true },
    nameEn: { type: 'text', list: true },
  },
});

/** A client type as the interface's language names it (the Chinese name when no English one). */
export function clientTypeLabel(record: Record<string, unknown>, language: Language): string {
  const english = typeof record.nameEn === 'string' && record.nameEn ? record.nameEn : undefined;
  return String((language === 'en' && english) || (record.name ?? record.clientType ?? ''));
}

/** The client types, asked once per session wherever a client type is chosen or shown. */
export const clientType = defineReference('clientType', {
  endpoint: 'GET /client/clientType',
  pageSize: 100,
  value: 'clientType',
  label: clientTypeLabel,
  choices: 'radio',
  tags: true,
});

/** How a client registered (assumed codes). */
export const registrationSource = defineEnum('registrationSource', [
  { value: 1, color: 'blue' },
  { value: 2, color: 'default' },
  { value: 3, color: 'green' },
  { value: 4, color: 'orange' },
]);

/** Where a client came from (assumed codes). */
export const clientSource = defineEnum('clientSource', [
  { value: 1, color: 'blue' },
  { value: 2, color: 'green' },
  { value: 3, color: 'gold' },
  { value: 4, color: 'purple' },
  { value: 5, color: 'cyan' },
  { value: 6, color: 'default' },
]);
