import { utcSeconds } from '../random';

export interface CurrencyRecord {
  id: number;
  currency: string;
  currency_cn: string;
  createTime: number;
}

const currencyNames: readonly [string, string][] = [
  ['USD', '美元'],
  ['CNY', '人民币'],
  ['EUR', '欧元'],
  ['HKD', '港币'],
  ['ARS', '阿根廷比索'],
  ['NGN', '尼日利亚奈拉'],
  ['GBP', '英镑'],
  ['JPY', '日元'],
  ['SGD', '新加坡元'],
  ['BRL', '巴西雷亚尔'],
  ['MXN', '墨西哥比索'],
  ['IDR', '印尼盾'],
  ['THB', '泰铢'],
  ['VND', '越南盾'],
  ['PHP', '菲律宾比索'],
  ['MYR', '马来西亚林吉特'],
  ['TRY', '土耳其里拉'],
  ['AUD', '澳大利亚元'],
  ['CAD', '加拿大元'],
  ['KRW', '韩元'],
  ['INR', '印度卢比'],
  ['USDT', '泰达币'],
];

export function seedCurrencies(): CurrencyRecord[] {
  const start = utcSeconds(2022, 3, 1);
  return currencyNames.map(([currency, currency_cn], index) => ({
    id: index + 1,
    currency,
    currency_cn,
    createTime: start + index * 86400,
  }));
}
