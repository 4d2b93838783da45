import type { SchemaDef } from '@/demoBackendSurface';
import { allResources } from '../../resources';
import { roleIds } from '../../schemas/enums';
import { workOrderKinds, workOrderPlatforms } from '../../schemas/workOrder';
import type { Row } from '../db';
import { aboutSelfSeeders } from '../seed/aboutSelf';
import {
  seedAccountAuthorisations,
  seedAdsAccounts,
  seedBalanceWarnings,
  seedBlockedAccounts,
} from '../seed/adsAccounts';
import { seedBillGroups, seedBills } from '../seed/bills';
import { seedClients, type BdMember } from '../seed/clients';
import { clientScoreItems, orgScoreItems, seedScoreEntries } from '../seed/creditScores';
import { seedConsumeCounts } from '../seed/consumeCounts';
import { seedCurrencies } from '../seed/currencies';
import { seedDailySpend } from '../seed/dailySpend';
import { seedVccCards, seedVccRecords } from '../seed/vccCards';
import { seedPayments } from '../seed/payments';
import { seedRefunds } from '../seed/refunds';
import { seedRebates } from '../seed/rebates';
import { seedMccAuths } from '../seed/mccAuths';
import { clientRebateSchema } from '../../schemas/clientRebate';
import { orgRebateSchema } from '../../schemas/orgRebate';
import { mediaAgentRebateSchema } from '../../schemas/mediaAgentRebate';
import { orgFinanceRebateSchema } from '../../schemas/orgFinanceRebate';
import { seedMedia } from '../seed/media';
import { seedMediaAgents } from '../seed/mediaAgents';
import { mediaAgentLogSeeders } from '../seed/mediaAgentLogs';
import { seedMembers, type MemberRecord } from '../seed/members';
import { seedOrgs, type OrgRecord } from '../seed/orgs';
import { seedSaleAgents } from '../seed/saleAgents';
import { seedRiskWarnings } from '../seed/riskWarnings';
import { seedTodoWorkOrders, seedWorkOrders } from '../seed/workOrders';
import { vipPrices } from '../seed/vip';
import { seedWalletLog } from '../seed/walletLogs';
import { clientTypes } from '../seed/clientTypes';
import { memberRoles } from '../seed/roles';
import { seedActionLog } from '../seed/actionLog';
import { blacklistSeeder, receiptSeeder } from '../seed/siteMessageReceipts';
import type { SeedContext } from './generate/context';

/** Hand-written seed data of an entity; its schema's other fields are generated around it. */
export interface Seeder {
  idField: string;
  rows(context: SeedContext): Row[];
}

const asRows = <T extends object>(rows: readonly T[]) => rows as unknown as Row[];

/** The entities whose records have a detail page, and so a seeded history. */
function entitiesWithDetail(): SchemaDef[] {
  const schemas = allResources.flatMap((r) => (r.detail && r.schema ? [r.schema] : []));
  return schemas.filter((s, i) => schemas.findIndex((o) => o.entity === s.entity) === i);
}

function activeBds(context: SeedContext): BdMember[] {
  return (context.rows('member') as unknown as readonly MemberRecord[])
    .filter((member) => member.role === roleIds.BD && member.status === 1)
    .map(({ adminId, name }) => ({ adminId, name }));
}

/**
 * Entities with seed data of their own, by schema entity name. Any other declared entity is
 * generated from its schema (generate/rows.ts). To give a new entity realistic data, add it here.
 */
export const seeders: Record<string, Seeder> = {
  currency: { idField: 'id', rows: () => asRows(seedCurrencies()) },
  media: { idField: 'mediaId', rows: () => asRows(seedMedia()) },
  org: { idField: 'orgId', rows: (context) => asRows(seedOrgs(context.seed)) },
  client: {
    idField: 'clientId',
    rows: (context) =>
      asRows(
        seedClients(
          context.seed,
          context.rows('org') as unknown as readonly OrgRecord[],
          activeBds(context),
        ),
      ),
  },
  member: { idField: 'adminId', rows: (context) => asRows(seedMembers(context.random('member'))) },
  saleAgent: {
    idField: 'saleAgentId',
    rows: (context) => asRows(seedSaleAgents(context.random('saleAgent'))),
  },
  mediaAgent: {
    idField: 'mediaAgentId',
    rows: (context) => asRows(seedMediaAgents(context.random('mediaAgent'))),
  },
  actionLog: { idField: 'id', rows: (context) => seedActionLog(context, entitiesWithDetail()) },
  // The work orders that wait on the media team (workOrderTodos.ts).
  todoWorkOrder: { idField: 'id', rows: (context) => seedTodoWorkOrders(context) },
  riskWarning: { idField: 'id', rows: () => seedRiskWarnings() },
  // A client or reseller whose refund is processing has its open refund (seed/refunds.ts).
  clientRefund: {
    idField: 'id',
    rows: (context) =>
      seedRefunds(context.random('clientRefund'), context.rows('client'), [
        'clientId',
        'clientName',
        'orgId',
        'orgName',
      ]),
  },
  orgRefund: {
    idField: 'id',
    rows: (context) =>
      seedRefunds(context.random('orgRefund'), context.rows('org'), ['orgId', 'orgName']),
  },
  // Wallet logs whose lines add up to the wallets, each from 0 (seed/walletLogs.ts).
  clientWalletLog: {
    idField: 'id',
    rows: (context) =>
      seedWalletLog(context.random('clientWalletLog'), context.rows('client'), [
        'clientId',
        'clientName',
        'orgId',
        'orgName',
      ]),
  },
  orgWalletLog: {
    idField: 'id',
    rows: (context) =>
      seedWalletLog(context.random('orgWalletLog'), context.rows('org'), ['orgId', 'orgName']),
  },
  // Payments finance collects, each a client's or a reseller's own (seed/payments.ts).
  financePayment: {
    idField: 'id',
    rows: (context) =>
      seedPayments(context.random('financePayment'), context.rows('client'), context.rows('org')),
  },
  // Rebates worth their spend × their rate, a tiered one at its gradient's rate (seed/rebates.ts).
  clientRebate: {
    idField: 'id',
    rows: (context) => seedRebates(clientRebateSchema, 'spendAmount', context),
  },
  orgRebate: {
    idField: 'id',
    rows: (context) => seedRebates(orgRebateSchema, 'spendAmount', context),
  },
  mediaAgentRebate: {
    idField: 'id',
    rows: (context) => seedRebates(mediaAgentRebateSchema, 'spend', context),
  },
  orgFinanceRebate: {
    idField: 'id',
    rows: (context) => seedRebates(orgFinanceRebateSchema, 'spend', context),
  },
  // Google MCC authorisations whose state follows their grant and expiry (seed/mccAuths.ts).
  mccAuth: {
    idField: 'id',
    rows: (context) => seedMccAuths(context.random('mccAuth'), context.rows('mediaAgent')),
  },
  // Credit score settings and entries: each holder's entries add up to its score (seed/creditScores.ts).
  clientCreditScoreSetting: { idField: 'id', rows: () => asRows(clientScoreItems) },
  orgCreditScoreSetting: { idField: 'id', rows: () => asRows(orgScoreItems) },
  clientCreditScore: {
    idField: 'id',
    rows: (context) =>
      seedScoreEntries(
        context.random('clientCreditScore'),
        clientScoreItems,
        context.rows('client'),
        ['clientId', 'clientName', 'orgId'],
      ),
  },
  orgCreditScore: {
    idField: 'id',
    rows: (context) =>
      seedScoreEntries(context.random('orgCreditScore'), orgScoreItems, context.rows('org'), [
        'orgId',
        'orgName',
      ]),
  },
  orgVipPrice: { idField: 'vipLevel', rows: () => asRows(vipPrices) },
  // The roles of GET /admin/user/roleList, the option list of a member's role.
  memberRole: { idField: 'roleId', rows: () => asRows(memberRoles) },
  // The client types GET /client/clientType lists (its codes are the backend's).
  clientTypeOption: { idField: 'clientType', rows: () => asRows(clientTypes) },
  // Bills whose lines per ad account add up to their amount (seed/bills.ts).
  clientBill: { idField: 'id', rows: (context) => seedBills(context.random('clientBill')) },
  clientBillGroup: {
    idField: 'id',
    rows: (context) => seedBillGroups(context.rows('clientBill')),
  },
  // A reseller's bills alike, with their runs.
  orgBill: { idField: 'id', rows: (context) => seedBills(context.random('orgBill')) },
  orgBillGroup: { idField: 'id', rows: (context) => seedBillGroups(context.rows('orgBill')) },
  // Ad accounts in every status, on Facebook too (seed/adsAccounts.ts).
  adsAccount: {
    idField: 'accountId',
    rows: (context) => seedAdsAccounts(context.random('adsAccount'), context.rows('client')),
  },
  adsAccountAuth: {
    idField: 'id',
    rows: (context) =>
      seedAccountAuthorisations(context.random('adsAccountAuth'), context.rows('adsAccount')),
  },
  balanceWarn: {
    idField: 'id',
    rows: (context) =>
      seedBalanceWarnings(context.random('balanceWarn'), context.rows('adsAccount')),
  },
  blockAccount: {
    idField: 'id',
    rows: (context) =>
      seedBlockedAccounts(context.random('blockAccount'), context.rows('adsAccount')),
  },
  // A day's spend per ad account, and a card per ad account (seed/dailySpend.ts, seed/vccCards.ts).
  adsConsume: {
    idField: 'id',
    rows: (context) => seedDailySpend(context.random('adsConsume'), context.rows('adsAccount')),
  },
  // Spend statistics whose counts agree (seed/consumeCounts.ts).
  consumeCountV1: {
    idField: 'id',
    rows: (context) => seedConsumeCounts(context.random('consumeCountV1')),
  },
  consumeCountV2: {
    idField: 'id',
    rows: (context) => seedConsumeCounts(context.random('consumeCountV2')),
  },
  vccCard: { idField: 'cardId', rows: (context) => seedVccCards(context.rows('adsAccount')) },
  vccRecord: { idField: 'id', rows: (context) => seedVccRecords(context.rows('vccCard')) },
  ...aboutSelfSeeders,
  ...mediaAgentLogSeeders,
  // Each person's centre starts with messages published to them (siteMessages.ts).
  siteMessageReceipt: receiptSeeder,
  // A few people, each once, one of them a demo login (siteMessageReceipts.ts).
  siteMessageBlack: blacklistSeeder,
  ...Object.fromEntries(
    workOrderPlatforms.flatMap((platform) =>
      workOrderKinds.map((kind): [string, Seeder] => [
        `workOrder${platform}${kind}`,
        { idField: 'id', rows: () => seedWorkOrders(kind) },
      ]),
    ),
  ),
};
