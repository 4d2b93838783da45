/** The VIP levels a reseller may buy (schemas/orgVip.ts): prices are decimal text. */
export const vipPrices = [
  { vipLevel: 1, vipName: 'VIP1', price: '999.00', currency: 'USD', months: 3 },
  { vipLevel: 2, vipName: 'VIP2', price: '2999.00', currency: 'USD', months: 12 },
  { vipLevel: 3, vipName: 'VIP3', price: '9999.00', currency: 'USD', months: 12 },
] as const;
