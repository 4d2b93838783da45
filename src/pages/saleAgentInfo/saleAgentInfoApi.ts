import { mainApi } from '@/data';

/** A sales partner's identity and bank information (fields assumed; paths from SPEC §7). */
export interface SaleAgentInfo {
  saleAgentId: number;
  saleAgentName?: string;
  realName?: string;
  idNumber?: string;
  mobile?: string;
  bankName?: string;
  bankAccountName?: string;
  bankAccount?: string;
}

export const saleAgentInfoApi = {
  detail: (saleAgentId: number) =>
    mainApi.call<SaleAgentInfo>('GET /saleAgent/detail', { saleAgentId }),
  save: (info: SaleAgentInfo) => mainApi.call('POST /saleAgent/edit', { ...info }),
};
