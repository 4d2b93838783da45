// @vitest-environment node
import { describe, expect, it } from 'vitest';
import '@/app/declarations';
import { allResources } from '@/engine/registry';
import type { Texts } from '@/i18n';
import { createI18n } from '@/i18n/instance';
import { currencyLabel } from '@/engine/references';
import { recordTitle } from '@/scaffolds/titles';
import cn from '../../../locales/cn.json';
import en from '../../../locales/en.json';

function translatorIn(language: 'cn' | 'en') {
  const i18n = createI18n(language);
  i18n.addResourceBundle(language, 'translation', (language === 'cn' ? cn : en) as Texts);
  return i18n.getFixedT(language);
}
const languages = { cn: translatorIn('cn'), en: translatorIn('en') };
const schemas = [...new Set(allResources.flatMap((resource) => resource.schema ?? []))];

describe('titles composed from what a record is', () => {
  it('names every declared entity in both languages', () => {
    for (const texts of [cn, en] as Texts[]) {
      const entities = texts.entities as Record<string, string>;
      const missing = schemas.filter((schema) => !entities[schema.entity]);
      expect(missing.map((schema) => schema.entity)).toEqual([]);
    }
  });

  it('never doubles a word of the page title', () => {
    for (const [language, t] of Object.entries(languages)) {
      for (const schema of schemas) {
        for (const kind of ['create', 'edit', 'show'] as const) {
          const title = recordTitle(t, schema, kind);
          expect(title, `${language} ${schema.entity} ${kind}`).not.toMatch(
            /新增新|新建|详情详情|details details|New New|\blist\b|列表|\{\{/i,
          );
        }
      }
    }
  });

  it('reads as a person would write it', () => {
    const message = schemas.find((schema) => schema.entity === 'siteMessage')!;
    const client = schemas.find((schema) => schema.entity === 'client')!;
    expect(recordTitle(languages.cn, message, 'create')).toBe('新增消息');
    expect(recordTitle(languages.cn, message, 'show')).toBe('消息详情');
    expect(recordTitle(languages.en, client, 'create')).toBe('New client');
    expect(recordTitle(languages.en, client, 'show')).toBe('Client details');
  });
});

describe('currency names', () => {
  it('are in the interface language', () => {
    const usd = { currency: 'USD', currency_cn: '美元' };
    expect(currencyLabel(usd, 'cn')).toBe('USD 美元');
    expect(currencyLabel(usd, 'en')).toBe('USD US Dollar');
    expect(currencyLabel({ currency: 'NGN' }, 'cn')).toBe('NGN 尼日利亚奈拉');
    expect(currencyLabel({ currency: 'USDT', currency_cn: '泰达币' }, 'en')).toBe('USDT');
  });
});

/** SPEC §3 staff role ids, and the fields that name a person of a role. */
const roleIds: Record<string, string> = {
  1: 'superAdmin',
  2: 'admin',
  3: 'BD',
  4: 'OP',
  5: 'financier',
  6: 'AD',
  7: 'cashier',
  8: 'technology',
  9: 'DS',
  12: 'HR',
  13: 'market',
  14: 'CM',
  15: 'MPM',
};
const roleFields: Record<string, string> = {
  bdId: 'BD',
  bdName: 'BD',
  opId: 'OP',
  opName: 'OP',
  cmId: 'CM',
  cmName: 'CM',
  marketId: 'market',
  marketName: 'market',
  mpmId: 'MPM',
  saleAgentId: 'saleAgent',
  saleAgentName: 'saleAgent',
  mediaAgentId: 'mediaAgent',
  mediaAgentName: 'mediaAgent',
};
/** Entities where such a field is qualified (the agent's own list, a change's new agent). */
const qualified = new Set(['saleAgent', 'mediaAgent', 'accountChangeByMediaAgent']);

describe('one name per role in each language', () => {
  it.each([
    ['cn', cn],
    ['en', en],
  ] as const)('%s: the member roles, and every field naming a person of a role', (_, texts) => {
    const roles = texts.roles as Record<string, string>;
    const memberRole = (texts.enums as Record<string, Record<string, string>>).memberRole;
    for (const [id, role] of Object.entries(roleIds)) expect(memberRole[id]).toBe(roles[role]);
    const fields = texts.fields as Record<string, Record<string, unknown>>;
    for (const [entity, labels] of Object.entries(fields)) {
      if (qualified.has(entity)) continue;
      for (const [field, role] of Object.entries(roleFields)) {
        if (typeof labels[field] === 'string') {
          expect(`${entity}.${field}: ${labels[field] as string}`).toBe(
            `${entity}.${field}: ${roles[role]}`,
          );
        }
      }
    }
  });
});
