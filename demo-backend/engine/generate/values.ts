import {
  currencyDecimals,
  fieldTypeOf,
  type FieldDef,
  type FormOptions,
  type Storage,
} from '@/demoBackendSurface';
import { demoFileUrl } from '../../handlers/routes';
import { utcSeconds, type Random } from '../../random';
import { mainlandMobile } from '../../seed/names';
import { monthsFromNow } from '../months';
import { listRows } from './listRows';
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

/** An amount rounded to its currency's decimals (whole yen, cents of a dollar). */
function inCurrency(amount: number, currency: unknown): number {
  const scale = 10 ** currencyDecimals(typeof currency === 'string' ? currency : undefined);
  return Math.round(amount * scale) / scale;
}

/** Negative only where the name says it may be (corrections, deductions). */
function moneyValue(field: FieldDef, name: string, args: TextArgs): number {
  const { random, row } = args;
  const currency =
    typeof field.currency === 'object' ? row?.[field.currency.field] : field.currency;
  if (NEGATIVE_ALLOWED.test(name)) {
    const amount = inCurrency(random.amount(1, 20000), currency);
    return random.chance(0.5) ? -amount : amount;
  }
  if (/fee$/i.test(name)) return inCurrency(random.amount(0, 5000), currency);
  return inCurrency(random.amount(0, 100000), currency);
}

/** About how many units of a currency buy 1 USD (the platform's rates are per 1 USD). */
const unitsPerUsd: Record<string, number> = {
  USD: 1,
  CNY: 7.1,
  EUR: 0.92,
  HKD: 7.8,
  ARS: 870,
  NGN: 1450,
  GBP: 0.79,
  JPY: 150,
};

/** A decimal: an exchange rate per 1 USD for the row's currency, else a small ratio. */
function decimalValue(name: string, { random, row }: TextArgs): string {
  if (!/rate$/i.test(name)) return random.amount(0, 100).toFixed(2);
  const base = unitsPerUsd[String(row?.currency ?? 'USD')] ?? 1 + random.int(0, 40);
  if (base === 1) return '1';
  return (base * (0.98 + random.int(0, 400) / 10000)).toFixed(4);
}

/** Ad figures: many impressions, a few per cent of them clicked. */
function countValue(name: string, field: FieldDef, args: TextArgs): number {
  if (/impressions$/i.test(name)) return args.random.int(1000, 200000);
  if (/clicks$/i.test(name)) {
    const impressions = Number(args.row?.impressions);
    return args.random.int(0, impressions > 0 ? Math.floor(impressions / 20) : 500);
  }
  return intValue(name, field, args.random);
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

/** A small coloured picture, served by the demo's file handler (demo-backend/handlers/upload.ts). */
function imageValue(random: Random): string {
  const colour = random.pick(['1677ff', '52c41a', 'faad14', 'eb2f96', '13c2c2']);
  return demoFileUrl(`sample-${colour}.svg`);
}

const TAGS = ['重点', 'KA', '电商', '游戏', '出海', '新客', '高消耗', '待跟进'];

function tagsValue(random: Random): string[] {
  const count = random.int(0, 2);
  const picked = new Set<string>();
  for (let i = 0; i < count; i += 1) picked.add(random.pick(TAGS));
  return [...picked];
}

type Generate = (field: FieldDef, args: TextArgs) => unknown;

/** Values of the built-in field types, by type and name. */
const byType: Record<string, Generate> = {
  text: (_, args) => textValue(args),
  textarea: (_, { random }) => sentence(random),
  number: (field, args) => countValue(args.field, field, args),
  money: (field, args) => moneyValue(field, args.field, args),
  decimal: (_, args) => decimalValue(args.field, args),
  percent: (_, { random }) => random.amount(0, 100),
  enum: (field, { random }) => enumValue(field, random),
  date: (_, { random }) => dayStart(random.dateSeconds(DATE_FROM, DATE_TO)),
  datetime: (_, { random }) => random.dateSeconds(DATE_FROM, DATE_TO),
  // A month that may not be past (a policy's effective time): this month or one of the next 11.
  month: (field, { random }) =>
    formOf(field).notBefore ? monthsFromNow(random.int(0, 11)) : monthValue(random),
  email: (_, args) => textValue({ ...args, field: 'email' }),
  mobile: (_, { random }) => mainlandMobile(random),
  boolean: (_, { random }) => (random.chance(0.5) ? 1 : 0),
  tags: (_, { random }) => tagsValue(random),
  image: (_, { random }) => imageValue(random),
  file: (_, { entity, index }) => `https://files.example.com/${entity}/${entity}-${index + 1}.pdf`,
  reference: (_, { index }) => index + 1,
  list: (field, args) => listRows(field, args, fieldValue),
};

/** A declared type of its own gets a value of the kind its storage holds. */
const byStorage: Record<Storage, Generate> = {
  text: byType.text,
  number: byType.number,
  decimal: byType.money,
  seconds: byType.datetime,
  month: byType.month,
  flag: byType.boolean,
  enum: byType.enum,
  reference: byType.reference,
  list: byType.tags,
  rows: byType.list,
  file: byType.file,
};

/** A value for a field that is not a reference, by its type and name. */
export function fieldValue(field: FieldDef, args: TextArgs): unknown {
  const generate = byType[field.type] ?? byStorage[fieldTypeOf(field).storage];
  return generate(field, args);
}
