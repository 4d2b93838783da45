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

/** Pay modes (SPEC §3). */
export const payMode = defineEnum('payMode', [
  { value: 1, color: 'orange' },
  { value: 2, color: 'blue' },
  { value: 3, color: 'cyan' },
]);

/** Rebate transfer types (SPEC §3). */
export const rebateTransferType = defineEnum('rebateTransferType', [
  { value: 1, color: 'blue' },
  { value: 2, color: 'green' },
  { value: 3, color: 'purple' },
]);

/** Checkout periods (SPEC §3). */
export const checkoutPeriod = defineEnum('checkoutPeriod', [
  { value: 'month' },
  { value: 'quarter' },
  { value: 'week' },
  { value: 'day' },
]);

/** Rebate periods (SPEC §3). */
export const rebatePeriod = defineEnum('rebatePeriod', [
  { value: 'month' },
  { value: 'quarter' },
  { value: 'weekTotal' },
  { value: 'day' },
  { value: 'now' },
]);

/** Rebate modes (SPEC §3): single, tiered, channel. */
export const rebateMode = defineEnum('rebateMode', [
  { value: 1, color: 'blue' },
  { value: 2, color: 'purple' },
  { value: 3, color: 'cyan' },
]);

/**
 * Client and org application states (SPEC §4). Codes assumed: 0 new registration to be completed,
 * 1 pending review, 2 active (approved), 3 change pending review, 4 application to terminate,
 * 5 terminated, 6 refund processing, 7 liquidated.
 */
export const applicationStatus = defineEnum('applicationStatus', [
  { value: 0, color: 'default' },
  { value: 1, color: 'processing' },
  { value: 2, color: 'success' },
  { value: 3, color: 'warning' },
  { value: 4, color: 'orange' },
  { value: 5, color: 'error' },
  { value: 6, color: 'purple' },
  { value: 7, color: 'default' },
]);

/** Work order status codes (SPEC §4). */
export const workOrderStatus = defineEnum('workOrderStatus', [
  { value: 0, color: 'processing' },
  { value: 3, color: 'cyan' },
  { value: 31, color: 'geekblue' },
  { value: 1, color: 'success' },
  { value: 2, color: 'error' },
  { value: 4, color: 'orange' },
  { value: 5, color: 'default' },
  { value: 6, color: 'warning' },
  { value: -1, color: 'default' },
]);

/** Opening results of a work order (SPEC §4). */
export const openingResult = defineEnum('openingResult', [
  { value: 1, color: 'success' },
  { value: 0, color: 'error' },
]);

/** Payment status (SPEC §4). Codes assumed: 0 to be confirmed, 1 confirmed, 2 received, 3 rejected. */
export const paymentStatus = defineEnum('paymentStatus', [
  { value: 0, color: 'processing' },
  { value: 1, color: 'blue' },
  { value: 2, color: 'success' },
  { value: 3, color: 'error' },
]);

/** Bill progress (SPEC §4), in order (codes assumed 0–5). */
export const billProgress = defineEnum('billProgress', [
  { value: 0, color: 'default' },
  { value: 1, color: 'processing' },
  { value: 2, color: 'blue' },
  { value: 3, color: 'orange' },
  { value: 4, color: 'success' },
  { value: 5, color: 'purple' },
]);

/** Ad account statuses (SPEC §4), codes assumed 1–10 in the spec's order. */
export const adsAccountStatus = defineEnum('adsAccountStatus', [
  { value: 1, color: 'success' },
  { value: 2, color: 'default' },
  { value: 3, color: 'warning' },
  { value: 4, color: 'default' },
  { value: 5, color: 'orange' },
  { value: 6, color: 'error' },
  { value: 7, color: 'default' },
  { value: 8, color: 'blue' },
  { value: 9, color: 'volcano' },
  { value: 10, color: 'purple' },
]);

/** VCC card status (SPEC §4): unbound, opening, bound, unbinding, unbound (after unbinding). */
export const vccStatus = defineEnum('vccStatus', [
  { value: 0, color: 'default' },
  { value: 1, color: 'processing' },
  { value: 2, color: 'success' },
  { value: 3, color: 'warning' },
  { value: 4, color: 'default' },
]);

/** Site message review/publication status (SPEC §4), codes assumed 0–4. */
export const siteMessageStatus = defineEnum('siteMessageStatus', [
  { value: 0, color: 'processing' },
  { value: 1, color: 'blue' },
  { value: 2, color: 'error' },
  { value: 3, color: 'success' },
  { value: 4, color: 'default' },
]);

/** Read (1) or unread (0) (SPEC §4). */
export const readStatus = defineEnum('readStatus', [
  { value: 1, color: 'default' },
  { value: 0, color: 'red' },
]);

/** Client region (SPEC §3): native or overseas. */
export const region = defineEnum('region', [
  { value: 'native', color: 'blue' },
  { value: 'overseas', color: 'purple' },
]);
