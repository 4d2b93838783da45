import { FRIENDLY_REMINDER_CODE } from '@/demoBackendSurface';
import { messageErrors } from './messageErrors';
import { moneyErrors } from './moneyErrors';

/** An error the demo backend answers with: its code and its message in both languages. */
export interface DemoError {
  code: number;
  en: string;
  cn: string;
}

/**
 * Error codes of the demo backend. -201 and 600001 come from SPEC §8; the 10001+ codes are
 * assumed (the spec does not show the backend's own), one per distinct failure.
 */
export const demoErrors = {
  sessionExpired: { code: -201, en: 'login expired', cn: '登录已过期' },
  captcha: { code: 10001, en: 'Verification failed', cn: '验证码错误' },
  credentials: { code: 10002, en: 'Incorrect username or password', cn: '用户名或密码错误' },
  unknownEmail: { code: 10003, en: 'No account uses this email', cn: '该邮箱未注册' },
  emailFormat: { code: 10004, en: 'Incorrect format', cn: '格式不正确' },
  switchDenied: { code: 10005, en: 'Cannot switch to this account', cn: '无法切换到该账号' },
  passwordTooShort: {
    code: 10006,
    en: 'Password must be at least 3 characters',
    cn: '密码至少 3 个字符',
  },
  wrongPassword: {
    code: 10090,
    en: 'The current password is incorrect',
    cn: '当前密码不正确',
  },
  mailCode: { code: 10007, en: 'Incorrect or expired email code', cn: '邮箱验证码错误或已过期' },
  required: { code: 10008, en: '{field} cannot be empty', cn: '{field}不能为空' },
  notFound: { code: 10009, en: 'Record not found', cn: '记录不存在' },
  duplicate: { code: 10010, en: '{field} already exists', cn: '{field}已存在' },
  stateNotAllowed: {
    code: 10011,
    en: 'This operation is not allowed in the current state',
    cn: '当前状态不允许此操作',
  },
  emptyOrZero: { code: 10012, en: '{field} cannot be empty or 0', cn: '{field}不能为空或0' },
  belowMinimum: {
    code: 10013,
    en: '{field} must be at least {min} {unit}',
    cn: '{field}不能低于 {min} {unit}',
  },
  fileTooLarge: {
    code: 10014,
    en: 'The file is too large for the demo (2 MB at most)',
    cn: '演示环境文件不能超过 2MB',
  },
  denied: {
    code: 10015,
    en: 'Sorry, you are not allowed to do this.',
    cn: '抱歉，您无权执行此操作。',
  },
  importRow: {
    code: 10016,
    en: 'Row {row}: {field} is missing or not valid',
    cn: '第 {row} 行：{field}缺失或格式不正确',
  },
  importOverdue: {
    code: 10017,
    en: 'Row {row}: rows of {month} were due before {due}',
    cn: '第 {row} 行：{month} 的数据须在 {due} 前上传',
  },
  unknownClient: {
    code: 10018,
    en: 'Row {row}: no client has the number {value}',
    cn: '第 {row} 行：客户编号 {value} 不存在',
  },
  // Codes of issue #14's money and dates checks, apart from the other parts' new codes.
  tooManyDecimals: {
    code: 10031,
    en: '{field}: {currency} amounts have at most {decimals} decimals',
    cn: '{field}：{currency} 金额最多 {decimals} 位小数',
  },
  dateFormat: {
    code: 10032,
    en: '{field} is not a valid date',
    cn: '{field}不是有效的日期',
  },
  // Nested editors and policy times (SPEC §5); 104xx leaves room for the codes of other checks.
  notBeforeMonth: {
    code: 10401,
    en: '{field} must be the current month or later',
    cn: '{field}须为当月或之后',
  },
  notBeforeDay: { code: 10402, en: '{field} must be today or later', cn: '{field}不能早于今天' },
  rowRepeats: {
    code: 10403,
    en: '{field}: row {row} repeats row {first}',
    cn: '{field}：第 {row} 行与第 {first} 行重复',
  },
  rowNotAscending: {
    code: 10404,
    en: '{field}: row {row} must be above row {previous}',
    cn: '{field}：第 {row} 行须高于第 {previous} 行',
  },
  rowCount: {
    code: 10405,
    en: '{field} takes {min} to {max} rows',
    cn: '{field}须有 {min} 至 {max} 行',
  },
  // A field's bounds (src/engine/fieldBounds.ts): issue #15's input checks.
  notNumber: {
    code: 10501,
    en: '{field} must be a number written in digits',
    cn: '{field}须为数字',
  },
  negative: { code: 10502, en: '{field} cannot be negative', cn: '{field}不能为负数' },
  notNegative: { code: 10503, en: '{field} must be negative', cn: '{field}须为负数' },
  belowMin: { code: 10504, en: '{field} must be at least {min}', cn: '{field}不能小于 {min}' },
  aboveMax: { code: 10505, en: '{field} must be at most {max}', cn: '{field}不能大于 {max}' },
  notInteger: { code: 10506, en: '{field} must be a whole number', cn: '{field}须为整数' },
  decimals: {
    code: 10507,
    en: '{field} has at most {decimals} decimals',
    cn: '{field}最多 {decimals} 位小数',
  },
  tooShort: {
    code: 10508,
    en: '{field} must have at least {min} characters',
    cn: '{field}至少 {min} 个字符',
  },
  tooLong: {
    code: 10509,
    en: '{field} can have at most {max} characters',
    cn: '{field}最多 {max} 个字符',
  },
  badFormat: { code: 10510, en: '{field}: incorrect format', cn: '{field}格式不正确' },
  mobileFormat: {
    code: 10511,
    en: '{field}: incorrect mainland mobile number',
    cn: '{field}：大陆手机号格式不正确',
  },
  phoneFormat: {
    code: 10512,
    en: '{field}: incorrect phone number',
    cn: '{field}：电话号码格式不正确',
  },
  // Issue #18's ownership and money tools: 106xx.
  notStaffOfRole: {
    code: 10601,
    en: '{field}: {value} is not an enabled {role} member',
    cn: '{field}：{value} 不是在职的{role}人员',
  },
  notAnOption: {
    code: 10602,
    en: '{field}: {value} is not one of the options',
    cn: '{field}：{value} 不在可选范围内',
  },
  scoreOutOfRange: {
    code: 10603,
    en: '{field}: {item} gives {min} to {max} points',
    cn: '{field}：{item}的分值须在 {min} 至 {max} 之间',
  },
  scoreFixed: {
    code: 10604,
    en: '{field}: {item} gives exactly {min} points',
    cn: '{field}：{item}的分值固定为 {min}',
  },
  // Issue #18: a client's or reseller's life.
  notEmpty: {
    code: 10611,
    en: 'A record that still has money or ad accounts cannot be deleted',
    cn: '仍有资金或广告账户的记录不能删除',
  },
  // Issue #19's rebates and refunds: 1074x.
  noOpenBill: {
    code: 10741,
    en: '{field}: {value} is not an open {currency} bill of this holder',
    cn: '{field}：{value} 不是该主体未付款的 {currency} 账单',
  },
  rebateAboveBill: {
    code: 10742,
    en: 'The rebate {amount} is more than the {due} due on bill {value}',
    cn: '返点 {amount} 超过账单 {value} 的应付金额 {due}',
  },
  refundAboveBalance: {
    code: 10743,
    en: '{field}: {amount} is more than the {available} {currency} left in the wallet',
    cn: '{field}：{amount} 超过钱包可退 {currency} 余额 {available}',
  },
  ...moneyErrors,
  // Issue #20's media agents: 108xx.
  openingFeeFixed: {
    code: 10801,
    en: 'The account opening fee cannot be changed after submission',
    cn: '开户费提交后不可修改',
  },
  // Issue #20's ad account actions: 1085x (adsAccountRules.ts).
  accountHoldsBalance: {
    code: 10851,
    en: 'Ad account {value} still holds a balance: zero it out before closing it',
    cn: '广告账户 {value} 仍有余额，请先清零再关户',
  },
  accountNothingToZero: {
    code: 10852,
    en: 'Ad account {value} has no balance to zero out',
    cn: '广告账户 {value} 没有可清零的余额',
  },
  accountSameOwner: {
    code: 10853,
    en: 'Ad account {value} already belongs there',
    cn: '广告账户 {value} 已属于该对象',
  },
  accountOwnerClosed: {
    code: 10854,
    en: '{value} is not open for business and cannot take ad accounts',
    cn: '{value} 未在正常合作中，不能接收广告账户',
  },
  // Issue #20's virtual cards: 1086x (demo-backend/engine/vccCards.ts).
  vccAccountUnknown: {
    code: 10861,
    en: "Ad account {value} is not an account of this card's client",
    cn: '广告账户 {value} 不属于该卡所属客户',
  },
  vccPlatformMismatch: {
    code: 10862,
    en: 'Ad account {value} is on {platform}, not on the platform chosen',
    cn: '广告账户 {value} 属于 {platform}，与所选平台不符',
  },
  vccAccountTaken: {
    code: 10863,
    en: 'Ad account {value} is already bound to card {card}',
    cn: '广告账户 {value} 已绑定卡片 {card}',
  },
  // Risk warnings and to-dos (10881–10889).
  riskWarningUnknown: {
    code: 10881,
    en: 'Risk warning {id} does not exist',
    cn: '风险提醒 {id} 不存在',
  },
  riskPopupNotForRole: {
    code: 10882,
    en: 'Risk warnings pop up for the finance roles only',
    cn: '风险提醒弹窗仅面向财务角色',
  },
  // Issue #21's site messages: 1087x (messageErrors.ts).
  ...messageErrors,
  notInDemo: {
    code: 10099,
    en: 'This call is not available in the demo',
    cn: '演示环境暂不支持此接口',
  },
  insufficientBalance: {
    code: FRIENDLY_REMINDER_CODE,
    en: 'Insufficient wallet balance',
    cn: '钱包余额不足',
  },
} as const satisfies Record<string, DemoError>;
