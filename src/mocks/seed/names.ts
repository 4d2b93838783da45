import type { Random } from '../random';

/** Word pools for realistic company and person names. Each Chinese core carries its pinyin. */
const chineseCities = ['深圳市', '广州市', '杭州市', '上海', '北京', '厦门市', '东莞市', '成都市'];
const chineseCores: readonly [string, string][] = [
  ['蓝海', 'lanhai'],
  ['云帆', 'yunfan'],
  ['星火', 'xinghuo'],
  ['远航', 'yuanhang'],
  ['锐途', 'ruitu'],
  ['启明', 'qiming'],
  ['鼎盛', 'dingsheng'],
  ['优创', 'youchuang'],
  ['博越', 'boyue'],
  ['青藤', 'qingteng'],
  ['速达', 'suda'],
  ['恒信', 'hengxin'],
  ['聚量', 'juliang'],
  ['极光', 'jiguang'],
  ['凌云', 'lingyun'],
  ['海拓', 'haituo'],
  ['万象', 'wanxiang'],
  ['飞鱼', 'feiyu'],
];
const chineseTrades = [
  '跨境电商',
  '网络科技',
  '数字营销',
  '信息技术',
  '游戏科技',
  '互动娱乐',
  '贸易',
];

const englishCores = [
  'Northwind',
  'Bluepeak',
  'Lumen',
  'Silverline',
  'Brightwave',
  'Orchid',
  'Harbor',
  'Keystone',
  'Pinecrest',
  'Redstone',
  'Vantage',
  'Crescent',
  'Atlas',
  'Evergreen',
  'Falcon',
  'Meridian',
];
const englishTrades = ['Digital', 'Apps', 'Games', 'Commerce', 'Media', 'Interactive', 'Labs'];
const englishSuffixes = ['Ltd', 'Pte. Ltd.', 'Inc.', 'LLC', 'Limited', 'GmbH'];

const familyNames = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '周', '吴', '徐', '孙', '林'];
const givenNames = [
  '伟',
  '芳',
  '敏',
  '静',
  '磊',
  '洋',
  '婷',
  '强',
  '军',
  '杰',
  '娜',
  '涛',
  '晨',
  '佳怡',
];

export interface CompanyName {
  name: string;
  /** A lower-case ASCII handle for emails and domains. */
  handle: string;
  chinese: boolean;
}

export function chineseCompanyName(random: Random): CompanyName {
  const [core, pinyin] = random.pick(chineseCores);
  const trade = random.pick(chineseTrades);
  return {
    name: `${random.pick(chineseCities)}${core}${trade}有限公司`,
    handle: pinyin,
    chinese: true,
  };
}

export function englishCompanyName(random: Random): CompanyName {
  const core = random.pick(englishCores);
  const trade = random.pick(englishTrades);
  return {
    name: `${core} ${trade} ${random.pick(englishSuffixes)}`,
    handle: `${core}${trade}`.toLowerCase(),
    chinese: false,
  };
}

/** A company name not in `taken` (which it extends). */
export function uniqueCompanyName(
  random: Random,
  chinese: boolean,
  taken: Set<string>,
): CompanyName {
  for (;;) {
    const company = chinese ? chineseCompanyName(random) : englishCompanyName(random);
    if (!taken.has(company.name)) {
      taken.add(company.name);
      return company;
    }
  }
}

export function personName(random: Random): string {
  return `${random.pick(familyNames)}${random.pick(givenNames)}`;
}

export function mainlandMobile(random: Random): string {
  return `1${random.pick(['3', '5', '7', '8', '9'])}${String(random.int(0, 999999999)).padStart(9, '0')}`;
}

export function overseasPhone(random: Random): string {
  const [prefix, digits] = random.pick([
    ['+65', 8],
    ['+852', 8],
    ['+1', 10],
    ['+44', 10],
    ['+55', 11],
    ['+234', 10],
  ] as const);
  return `${prefix} ${String(random.int(0, 10 ** digits - 1)).padStart(digits, '0')}`;
}
