import { mainApi } from '@/data';
import { normaliseRecord, type RecordShape } from '@/data/normalise';

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

const infoShape: RecordShape = {
  saleAgentId: 'reference',
  saleAgentName: 'text',
  realName: 'text',
  idNumber: 'text',
  mobile: 'text',
  bankName: 'text',
  bankAccountName: 'text',
  bankAccount: 'text',
};

export const saleAgentInfoApi = {
  detail: (saleAgentId: number) =>
    mainApi
      .call('GET /saleAgent/detail', { saleAgentId })
      .then((data): SaleAgentInfo => ({ ...normaliseRecord(infoShape, data), saleAgentId })),
  save: (info: SaleAgentInfo) => mainApi.call('POST /saleAgent/edit', { ...info }),
};
