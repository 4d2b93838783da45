import { defineEnum } from '@/engine/define';

/**
 * Enumerations of SPEC §3–§4, declared once. Labels are `enums.<name>.<value>` in locales/.
 * Role ids: SPEC §3 fixes 3 BD, 4 OP, 6 AD, 9 DS, 13 market, 14 CM, 15 MPM and adminRole 10
 * saleAgent; the other numbers are assumed.
 */
export const roleIds = {
  superAdmin: 1,
  admin: 2,
  BD: 3,
  OP: 4,
  financier: 5,
  AD: 6,
  cashier: 7,
  technology: 8,
  DS: 9,
  saleAgent: 10,
  mediaAgent: 11,
  HR: 12,
  market: 13,
  CM: 14,
  MPM: 15,
} as const;

/** Roles a member (staff) can have. */
export const memberRole = defineEnum('memberRole', [
  { value: roleIds.superAdmin, color: 'magenta' },
  { value: roleIds.admin, color: 'red' },
  { value: roleIds.BD, color: 'blue' },
  { value: roleIds.OP, color: 'cyan' },
  { value: roleIds.financier, color: 'gold' },
  { value: roleIds.AD, color: 'geekblue' },
  { value: roleIds.cashier, color: 'orange' },
  { value: roleIds.technology, color: 'purple' },
  { value: roleIds.DS, color: 'lime' },
  { value: roleIds.HR, color: 'volcano' },
  { value: roleIds.market, color: 'green' },
  { value: roleIds.CM, color: 'processing' },
  { value: roleIds.MPM, color: 'default' },
]);

/** Enabled (1) or stopped/disabled (0) (assumed values). */
export const enabledStatus = defineEnum('enabledStatus', [
  { value: 1, color: 'success' },
  { value: 0, color: 'default' },
]);

export const yesNo = defineEnum('yesNo', [
  { value: 1, color: 'blue' },
  { value: 0, color: 'default' },
]);

/** Ad platforms of the work orders (SPEC §1). */
export const mediaPlatform = defineEnum('mediaPlatform', [
  { value: 'Google', color: 'blue' },
  { value: 'Facebook', color: 'geekblue' },
  { value: 'TikTok', color: 'magenta' },
  { value: 'Kwai', color: 'orange' },
  { value: 'Bigo', color: 'cyan' },
  { value: 'Snapchat', color: 'gold' },
  { value: 'Bing', color: 'green' },
  { value: 'Apple', color: 'default' },
  { value: 'Yandex', color: 'red' },
]);
