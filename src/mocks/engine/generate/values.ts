import type { FieldDef, FormOptions } from '@/engine/types';
import { utcSeconds, type Random } from '../../random';
import { mainlandMobile } from '../../seed/names';
import { sentence, textValue, type TextArgs } from './text';

/** Generated moments lie in this window (10-digit seconds). */
export const DATE_FROM = utcSeconds(2024, 1, 1);
export const DATE_TO = utcSeconds(2026, 11, 1);
const CHINA_OFFSET_SECONDS = 8 * 3600;
const DAY_SECONDS = 86400;
/** 2024-01 … 2026-10. */
const MONTH_SPAN = 34;

const NEGATIVE_ALLOWED = /(correction|deduct)/i;

function formOf(field: FieldDef): FormOptions {
  return typeof field.form === 'object' ? field.form : {};
}

function intValue(name: string, field: FieldDef, random: Random): number {
  const { min, max } = formOf(field);
  if (min !== undefined || max !== undefined) {
    const low = min ?? 0;
    return random.int(low, max ?? low + 1000);
  }
  if (/(count|num|quantity|times)$/i.test(name)) return random.int(0, 200);
  if (/score/i.test(name)) return random.int(50, 100);
  if (/(days|period)$/i.test(name)) return random.int(1, 90);
  if (/(sort|rank|level|priority)$/i.test(name)) return random.int(1, 10);
  return random.int(0, 1000);
}

/** Two decimals; negative only where the name says it may be (corrections, deductions). */
function moneyValue(name: string, random: Random): number {
  if (NEGATIVE_ALLOWED.test(name)) {
    const amount = random.amount(1, 20000);
    return random.chance(0.5) ? -amount : amount;
  }
  if (/fee$/i.test(name)) return random.amount(0, 5000);
  return random.amount(0, 100000);
}

/** Mostly the first option (the usual state), sometimes any. */
function enumValue(field: FieldDef, random: Random): string | number | undefined {
  const options = field.enum?.options ?? [];
  if (options.length === 0) return undefined;
  return random.chance(0.4) ? options[0].value : random.pick(options).value;
}

/** Midnight in China (UTC+8), where the console's users are. */
function dayStart(seconds: number): number {
  return seconds - ((seconds + CHINA_OFFSET_SECONDS) % DAY_SECONDS);
}

function monthValue(random: Random): string {
  const offset = random.int(0, MONTH_SPAN - 1);
  const year = 2024 + Math.floor(offset / 12);
  return `${year}-${String((offset % 12) + 1).padStart(2, '0')}`;
}

/** A small coloured picture as a data URL, so image fields render without a network. */
function imageValue(random: Random): string {
  const colour = random.pick(['1677ff', '52c41a', 'faad14', 'eb2f96', '13c2c2']);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="100"><rect width="160" height="100" fill="#${colour}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A value for a field that is not a reference, by its type and name. */
export function fieldValue(field: FieldDef, args: TextArgs): unknown {
  const { field: name, random, entity, index } = args;
  switch (field.type) {
    case 'text':
      return textValue(args);
    case 'textarea':
      return sentence(random);
    case 'number':
      return intValue(name, field, random);
    case 'money':
      return moneyValue(name, random);
    case 'percent':
      return random.amount(0, 100);
    case 'enum':
      return enumValue(field, random);
    case 'date':
      return dayStart(random.dateSeconds(DATE_FROM, DATE_TO));
    case 'datetime':
      return random.dateSeconds(DATE_FROM, DATE_TO);
    case 'month':
      return monthValue(random);
    case 'email':
      return textValue({ ...args, field: 'email' });
    case 'mobile':
      return mainlandMobile(random);
    case 'boolean':
      return random.chance(0.5) ? 1 : 0;
    case 'image':
      return imageValue(random);
    case 'file':
      return `https://files.example.com/${entity}/${entity}-${index + 1}.pdf`;
    case 'reference':
      return index + 1;
  }
}
