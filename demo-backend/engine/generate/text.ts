import type { Random } from '../../random';
import { seedCurrencies } from '../../seed/currencies';
import {
  englishCompanyName,
  chineseCompanyName,
  mainlandMobile,
  personName,
} from '../../seed/names';
import * as phrases from '../../seed/phrases';

export interface TextArgs {
  field: string;
  entity: string;
  random: Random;
  /** 0-based position of the row. */
  index: number;
  /** The row's values generated so far (an amount follows its currency's decimals). */
  row?: Readonly<Record<string, unknown>>;
}

type TextRule = readonly [RegExp, (args: TextArgs) => string];

const COMPANY_HINT =
  /(client|org|company|agent|entity|subject|customer|merchant|supplier|partner|enterprise|corp|channel|billTo|payer|payee)/i;
const CODE_SUFFIX = /(SN|Sn|sn|No|Code|code)$/;
const commonCurrencies = seedCurrencies()
  .map((row) => row.currency)
  .slice(0, 8);

/** 'USD' half the time, otherwise another common code. */
export function currencyCode(random: Random): string {
  return random.chance(0.5) ? 'USD' : random.pick(commonCurrencies);
}

/** Two capitals from a camel-case stem: client → CL, mediaAgent → MA. */
function codePrefix(stem: string): string {
  const parts = stem.split(/(?=[A-Z])/).filter(Boolean);
  const letters = parts.length > 1 ? parts[0][0] + parts[1][0] : stem.slice(0, 2);
  return letters.toUpperCase().padEnd(2, 'X');
}

/** A serial code like CL2024001, unique per row: clientSN → CL…, applySn → AP…. */
function serialCode({ field, entity, index }: TextArgs): string {
  const stem = field.replace(CODE_SUFFIX, '') || entity;
  return `${codePrefix(stem)}2024${String(index + 1).padStart(3, '0')}`;
}

function email({ random, index }: TextArgs): string {
  const box = random.pick(['ads', 'finance', 'ops', 'contact', 'marketing', 'billing']);
  const company = random.chance(0.6) ? chineseCompanyName(random) : englishCompanyName(random);
  return `${box}${index + 1}@${company.handle}.example.com`;
}

function nameOf({ field, random }: TextArgs): string {
  if (!COMPANY_HINT.test(field)) return personName(random);
  return (random.chance(0.6) ? chineseCompanyName(random) : englishCompanyName(random)).name;
}

function digits(random: Random, length: number): string {
  return `${random.int(1, 9)}${Array.from({ length: length - 1 }, () => random.int(0, 9)).join('')}`;
}

/** First matching rule wins; the order matters (bankAccountName is a person, bankName a bank). */
const textRules: readonly TextRule[] = [
  [CODE_SUFFIX, serialCode],
  [/email/i, email],
  [/(mobile|phone|tel)$/i, ({ random }) => mainlandMobile(random)],
  [
    /(remark|reason|note|memo|comment|desc|content|message|feedback)/i,
    ({ random }) => random.pick(phrases.sentences),
  ],
  [/title/i, ({ random }) => random.pick(phrases.titles)],
  [
    /(url|link|website|domain)$/i,
    ({ entity, index }) => `https://www.example.com/${entity}/${index + 1}`,
  ],
  [/address/i, ({ random }) => random.pick(phrases.addresses)],
  [/(country|region|area|nation)/i, ({ random }) => random.pick(phrases.regions)],
  [/industry/i, ({ random }) => random.pick(phrases.industries)],
  [/^bank(Name)?$/i, ({ random }) => random.pick(phrases.banks)],
  [/(product|service)Name$/i, ({ random }) => random.pick(phrases.products)],
  [/(^n|N)ame$/, nameOf],
  [/currency/i, ({ random }) => currencyCode(random)],
  [/(account|Id)$/i, ({ random }) => digits(random, 12)],
];

/** A text value that fits the field's name. */
export function textValue(args: TextArgs): string {
  const rule = textRules.find(([pattern]) => pattern.test(args.field));
  return rule ? rule[1](args) : args.random.pick(phrases.labels);
}

/** A short sentence (textarea fields). */
export function sentence(random: Random): string {
  return random.pick(phrases.sentences);
}
