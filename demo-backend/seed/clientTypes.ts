/** The client types of `GET /client/clientType` (schemas/clientEnums.ts): code, names. */
export const clientTypes = [
  { clientType: 1, name: '直客', nameEn: 'Direct advertiser' },
  { clientType: 2, name: '代理商', nameEn: 'Agency' },
  { clientType: 3, name: '渠道', nameEn: 'Channel' },
  { clientType: 4, name: '集团大客户', nameEn: 'Key account' },
] as const;
