/** Word pools for generated text fields other than names (remarks, titles, banks…). */

export const sentences = [
  '客户要求本月底前完成充值',
  '已与客户电话确认，资料齐全',
  '账户消耗异常，需要运营跟进',
  '合同主体变更，等待法务审核',
  '返点按季度结算，已邮件通知',
  '首次合作，先开两个测试账户',
  '付款凭证已上传，请财务核对',
  '广告素材违规，已提醒客户修改',
  'Client asked for a credit limit review next month',
  'Payment received, waiting for finance confirmation',
  'Account paused after a policy warning',
  'Rebate settled against the open bill',
] as const;

export const titles = [
  '月度消耗对账',
  '季度返点结算',
  '新客户开户申请',
  '账户充值提醒',
  '平台政策更新通知',
  'Monthly spend statement',
  'Quarterly rebate settlement',
  'Policy update notice',
] as const;

export const banks = [
  '招商银行深圳分行',
  '中国工商银行广州分行',
  '中国银行香港分行',
  '建设银行杭州分行',
  '汇丰银行（中国）有限公司',
  'DBS Bank Singapore',
  'Citibank N.A. Hong Kong',
] as const;

export const industries = [
  '游戏',
  '电商',
  '工具应用',
  '社交',
  '金融',
  '教育',
  '短剧',
  'E-commerce',
  'Gaming',
] as const;

export const regions = [
  '中国大陆',
  '中国香港',
  '新加坡',
  '美国',
  '巴西',
  '尼日利亚',
  '阿根廷',
  '印度尼西亚',
  '越南',
] as const;

export const addresses = [
  '深圳市南山区科技园科苑路 15 号',
  '广州市天河区珠江新城华夏路 10 号',
  '杭州市西湖区文三路 90 号',
  '上海市浦东新区世纪大道 100 号',
  '1 Raffles Place, Singapore 048616',
  '88 Queensway, Admiralty, Hong Kong',
] as const;

export const products = [
  'Google Ads 广告投放服务',
  'Facebook 广告投放服务',
  'TikTok 广告投放服务',
  '广告账户开户服务',
  'Advertising service fee',
] as const;

/** For text fields no rule recognises. */
export const labels = ['标准', '重点', '常规', '加急', '长期合作', '新客', 'VIP', 'A 类'] as const;
