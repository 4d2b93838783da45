import type { DetailDef } from '@/engine/types';

/** A client's detail page: its fields by theme, and its records as tabs. */
export const clientDetail = {
  sections: [
    {
      title: 'detail.client.identity',
      fields: [
        'clientId',
        'clientSN',
        'clientName',
        'code',
        'clientType',
        'status',
        'contractingEntityName',
        'region',
        'registrationSource',
        'clientSource',
        'cooperationStartTime',
        'createTime',
      ],
    },
    {
      title: 'detail.client.money',
      fields: [
        'payMode',
        'settlementCurrency',
        'walletBalance',
        'reserveFund',
        'temporaryCredit',
        'unsettledSpend',
        'fixedExchangeRate',
        'creditScore',
      ],
    },
    { title: 'detail.client.wallets', fields: ['wallets'] },
    {
      title: 'detail.client.people',
      fields: ['orgName', 'bdName', 'opName', 'cmName', 'marketName', 'saleAgentName'],
    },
    {
      title: 'detail.client.other',
      fields: [
        'adAccountCount',
        'emptyAccountRate',
        'blockRate',
        'tag',
        'emphasis',
        'email',
        'phone',
        'documents',
      ],
    },
  ],
  related: [
    { resource: 'adsAccount', filters: { clientId: 'clientId' } },
    { resource: 'clientBillOfClient', filters: { clientId: 'clientId' } },
    { resource: 'clientPayment', filters: { clientId: 'clientId' } },
    { resource: 'clientRefund', filters: { clientId: 'clientId' } },
    { resource: 'clientCreditScore', filters: { clientId: 'clientId' } },
    { resource: 'clientExchangeRate', filters: { clientId: 'clientId' } },
  ],
} satisfies DetailDef;
