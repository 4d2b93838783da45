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

/** Extra pools for the 3000 media agents, whose names must all differ. */
const agentCities = [
  ...chineseCities,
  '苏州市',
  '南京市',
  '武汉市',
  '长沙市',
  '福州市',
  '宁波市',
  '佛山市',
  '珠海市',
  '重庆市',
  '西安市',
  '天津市',
  '青岛市',
];
const agentCores: readonly [string, string][] = [
  ...chineseCores,
  ['华锦', 'huajin'],
  ['天誉', 'tianyu'],
  ['卓越', 'zhuoyue'],
  ['易达', 'yida'],
  ['领航', 'linghang'],
  ['众合', 'zhonghe'],
  ['汇通', 'huitong'],
  ['新元', 'xinyuan'],
  ['嘉禾', 'jiahe'],
  ['瑞丰', 'ruifeng'],
  ['美程', 'meicheng'],
  ['银河', 'yinhe'],
];
const agentTrades = [
  ...chineseTrades,
  '广告',
  '文化传播',
  '传媒',
  '国际贸易',
  '品牌管理',
  '电子商务',
];
const agentEnglishCores = [
  ...englishCores,
  'Summit',
  'Bluebird',
  'Cobalt',
  'Driftwood',
  'Goldleaf',
  'Ironwood',
  'Maple',
  'Skyline',
];
const agentEnglishTrades = [...englishTrades, 'Marketing', 'Growth', 'Ventures'];

/** A media agent's company name: the same style as clients, from pools large enough for 3000. */
export function agentCompanyName(random: Random): CompanyName {
  if (random.chance(0.75)) {
    const [core, pinyin] = random.pick(agentCores);
    return {
      name: `${random.pick(agentCities)}${core}${random.pick(agentTrades)}有限公司`,
      handle: pinyin,
      chinese: true,
    };
  }
  const core = random.pick(agentEnglishCores);
  const trade = random.pick(agentEnglishTrades);
  return {
    name: `${core} ${trade} ${random.pick(englishSuffixes)}`,
    handle: `${core}${trade}`.toLowerCase(),
    chinese: false,
  };
}

/** A person's name not in `taken` (which it extends). */
export function uniquePersonName(random: Random, taken: Set<string>): string {
  for (;;) {
    const name = personName(random);
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
}
