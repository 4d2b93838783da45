import { defineResource } from '@/engine/define';
import {
  applicationChangeReview,
  clientSchema,
  editableApplication,
  removableApplication,
} from '../schemas/client';
import { clientActions } from './clientActions';
import { clientDetail } from './clientDetail';

export const client = defineResource({
  name: 'client',
  route: '/client/list',
  subject: 'Client',
  schema: clientSchema,
  totals: { fields: ['walletBalance'] },
  serverExport: 'GET /client/exportExcel',
  menu: { group: 'client', order: 10 },
  endpoints: {
    list: 'GET /client/list',
    one: 'GET /client/detail?clientId',
    create: 'POST /client/add',
    update: 'POST /client/edit',
    remove: 'GET /client/remove?clientId',
  },
  // docs/areas/clients.md: the states each operation is offered in.
  crud: { create: true, edit: editableApplication, remove: removableApplication },
  changeReview: applicationChangeReview,
  // Created and edited in three steps, then a review of everything entered.
  form: {
    steps: [
      {
        title: 'formSteps.client.identity',
        fields: [
          'clientName',
          'code',
          'clientType',
          'contractingEntityName',
          'region',
          'clientSource',
          'email',
          'phone',
          'documents',
        ],
      },
      {
        title: 'formSteps.client.settlement',
        fields: [
          'payMode',
          'settlementCurrency',
          'temporaryCredit',
          'fixedExchangeRate',
          'cooperationStartTime',
        ],
      },
      {
        title: 'formSteps.client.owners',
        fields: ['bdId', 'opId', 'cmId', 'marketId', 'saleAgentId'],
      },
    ],
  },
  actions: clientActions,
  exportable: true,
  links: ['clientCreditScore', 'clientBillOfClient'],
  detail: clientDetail,
});

// The client area's other pages, in the order they are registered.
export { clientAccount, clientBalanceLog, clientWalletLog } from './clientAccounts';
export {
  clientCreditScore,
  clientCreditScoreSetting,
  clientExchangeRate,
  clientTypeOption,
} from './clientTerms';
export {
  clientPayment,
  clientBill,
  clientBillGroup,
  clientBillOfClient,
  clientRebate,
  clientInvoice,
  clientRefund,
} from './clientMoney';
