import { defineSchema } from '@/engine/define';
import type { ActionDef } from '@/engine/types';
import { adsAccountStatus, mediaPlatform } from './enums';

/** An ad account opened for a client on a media platform, through a media agent. */
export const adsAccountSchema = defineSchema({
  entity: 'adsAccount',
  id: 'accountId',
  title: 'mediaAccountId',
  fields: {
    accountId: { type: 'number', list: { width: 90, sortable: true } },
    mediaAccountId: { type: 'text', list: true, filter: true },
    accountName: { type: 'text', list: true, filter: true },
    platform: { type: 'enum', enum: mediaPlatform, list: true, filter: true },
    clientId: { type: 'reference', ref: 'client', filter: 'search', show: true },
    clientName: { type: 'text', list: true },
    orgId: { type: 'reference', ref: 'org', filter: true, show: true },
    orgName: { type: 'text', list: true },
    mediaAgentId: { type: 'reference', ref: 'mediaAgent', filter: true, show: true },
    mediaAgentName: { type: 'text', list: true },
    status: { type: 'enum', enum: adsAccountStatus, list: true, filter: true },
    currency: { type: 'text', list: true },
    balance: { type: 'money', currency: { field: 'currency' }, list: { sortable: true } },
    totalSpend: { type: 'money', currency: { field: 'currency' }, list: { sortable: true } },
    openTime: { type: 'datetime', list: { sortable: true }, filter: true },
  },
});

/**
 * SPEC §4's ad account statuses by the codes of `adsAccountStatus` (assumed 1–10 in the spec's
 * order), grouped by what an operator may still do with the account.
 */
export const adsAccountStates = {
  normal: 1,
  closed: 2,
  suspended: 3,
  empty: 4,
  authorizationCancelled: 5,
  violation: 6,
  unauthorized: 7,
  authorized: 8,
  authorizationExpired: 9,
  closingZeroOut: 10,
} as const;

const s = adsAccountStates;

/**
 * Live accounts: not closed, not being closed, not blocked for a violation. They may move to
 * another client or media agent.
 */
export const liveAccountStates = [
  s.normal,
  s.suspended,
  s.empty,
  s.authorizationCancelled,
  s.unauthorized,
  s.authorized,
  s.authorizationExpired,
] as const;

/**
 * Accounts a Facebook batch authorisation takes (SPEC §8 "undisabled/disabled advertising
 * account, please select again"): enabled and not authorised yet. Closed, suspended, violation
 * and closing accounts are disabled; an authorised one has nothing to authorise.
 */
export const authorizableStates = [
  s.normal,
  s.empty,
  s.authorizationCancelled,
  s.unauthorized,
  s.authorizationExpired,
] as const;

/** A business manager's id: digits (Facebook's ids), 5 to 20 of them. */
const bmIdPattern = { regex: /^\d{5,20}$/, message: 'bounds.bmId' };

/** The operator's actions on an ad account, offered by its status. */
export const adsAccountActions = {
  // Selected Facebook accounts authorised to a business manager: one record each, under one batch
  // number, in the authorisation list; the others are named and left out.
  authorizeFacebook: {
    call: 'POST /adsAccount/auth/add',
    when: { platform: ['Facebook'], status: authorizableStates },
    fields: { bmId: { type: 'text', form: { required: true, pattern: bmIdPattern } } },
    sets: { status: s.authorized },
    batchOnly: true,
    batchKey: 'batchNo',
    skippedMessage: 'errors.accountSelection',
    ability: 'authorize',
  },
  // Zeroing out takes the balance back and starts the closing; closing needs a zero balance.
  zeroOut: {
    call: 'GET /adsAccount/zeroOut?accountId',
    when: { status: [...liveAccountStates, s.violation] },
    sets: { status: s.closingZeroOut },
    danger: true,
    refusals: [{ code: 10852, rule: 'Only an ad account that holds a balance is zeroed out.' }],
  },
  close: {
    call: 'GET /adsAccount/close?accountId',
    label: 'actions.closeAccount',
    when: { status: [...liveAccountStates, s.closingZeroOut] },
    sets: { status: s.closed },
    danger: true,
    refusals: [
      {
        code: 10851,
        rule: 'An ad account that still holds a balance is zeroed out before it is closed.',
      },
    ],
  },
  moveClient: {
    call: 'POST /adsAccount/changeClient',
    when: { status: liveAccountStates },
    fields: {
      clientId: { type: 'reference', ref: 'client', form: { required: true } },
      remark: { type: 'textarea', form: { maxLength: 200 } },
    },
    confirm: true,
  },
  moveMediaAgent: {
    call: 'POST /adsAccount/changeMediaAgent',
    when: { status: liveAccountStates },
    fields: {
      mediaAgentId: { type: 'reference', ref: 'openMediaAgent', form: { required: true } },
      remark: { type: 'textarea', form: { maxLength: 200 } },
    },
    confirm: true,
  },
} satisfies Record<string, ActionDef>;
