import type { Row } from '../db';

/** What a finance risk warning says (both languages: the backend writes them as they come). */
const WARNINGS = [
  {
    title: '客户钱包余额不足 3 天消耗',
    content: '该客户按近 7 日平均消耗计算，钱包余额不足 3 天，请联系 BD 尽快安排充值。',
    level: 2,
  },
  {
    title: '账单逾期未回款',
    content: '该客户上月账单已逾期 15 天未回款，请财务跟进催收并评估是否暂停投放。',
    level: 3,
  },
  {
    title: 'Unusual spend spike',
    content:
      "Yesterday's spend was more than three times the 30-day average. Check the accounts with operations.",
    level: 2,
  },
  {
    title: '临时授信即将到期',
    content: '该客户的临时授信将于本周到期，到期后未结算消耗将计入欠款。',
    level: 1,
  },
  {
    title: 'Refund requested during an open bill',
    content:
      'A refund was applied for while a bill is still open. Confirm the bill before paying out.',
    level: 3,
  },
  {
    title: '汇率波动超过阈值',
    content: '今日结算币种汇率较上周波动超过 2%，固定汇率客户的账单请复核。',
    level: 1,
  },
];

/** Risk warnings, nobody has read them yet (`readBy` lists the ids of those who did). */
export function seedRiskWarnings(): Row[] {
  return WARNINGS.map((warning, index) => ({ id: index + 1, ...warning, readBy: [] }));
}
