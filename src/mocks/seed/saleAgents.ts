/** A sales partner and its identity and bank information (fields assumed). */
export interface SaleAgentRecord {
  saleAgentId: number;
  saleAgentSN: string;
  saleAgentName: string;
  realName: string;
  idNumber: string;
  mobile: string;
  bankName: string;
  bankAccountName: string;
  bankAccount: string;
}

/** The two demo partners: one with complete information, one (newpartner) still to complete it. */
export function seedSaleAgents(): SaleAgentRecord[] {
  return [
    {
      saleAgentId: 1,
      saleAgentSN: 'SA0001',
      saleAgentName: '林佳怡',
      realName: '林佳怡',
      idNumber: '440305199003150021',
      mobile: '13826541234',
      bankName: '招商银行深圳分行',
      bankAccountName: '林佳怡',
      bankAccount: '6225880123456789',
    },
    {
      saleAgentId: 2,
      saleAgentSN: 'SA0002',
      saleAgentName: '曾凡',
      realName: '',
      idNumber: '',
      mobile: '',
      bankName: '',
      bankAccountName: '',
      bankAccount: '',
    },
  ];
}
