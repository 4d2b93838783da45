import type { ActionDef, ChangeReviewDef, CrudGuard } from '@/engine/types';

/** The application states of clients and orgs (codes of `applicationStatus`, SPEC §4). */
export const applicationState = {
  newRegistration: 0,
  pendingReview: 1,
  active: 2,
  changePendingReview: 3,
  terminationApplied: 4,
  terminated: 5,
  refundProcessing: 6,
  liquidated: 7,
} as const;

const S = applicationState;

/**
 * The lifecycle of clients and orgs (SPEC §4): in which states each action is offered and the state
 * it leads to. The resources add their calls.
 */
export const applicationLifecycle = {
  // A new registration may be approved before it is completed: staff often enter it for the client.
  approveNew: {
    when: { status: [S.newRegistration, S.pendingReview] },
    sets: { status: S.active },
    confirm: true,
  },
  // A refused application goes back to the applicant to be completed.
  refuseNew: {
    when: { status: [S.pendingReview] },
    sets: { status: S.newRegistration },
    reason: true,
    danger: true,
  },
  confirmChange: {
    when: { status: [S.changePendingReview] },
    sets: { status: S.active },
    confirm: true,
  },
  // A refused change leaves the record as it was, in business.
  refuseChange: {
    when: { status: [S.changePendingReview] },
    sets: { status: S.active },
    reason: true,
    danger: true,
  },
  toBeTerminate: {
    when: { status: [S.active] },
    sets: { status: S.terminationApplied },
    danger: true,
  },
  undoTerminate: {
    when: { status: [S.terminationApplied] },
    sets: { status: S.active },
    confirm: true,
  },
  confirmTerminate: {
    when: { status: [S.terminationApplied] },
    sets: { status: S.terminated },
    danger: true,
  },
  refund: { when: { status: [S.terminated] }, sets: { status: S.refundProcessing }, confirm: true },
  reborn: {
    when: { status: [S.terminated, S.liquidated] },
    sets: { status: S.pendingReview },
    confirm: true,
  },
} satisfies Record<string, Omit<ActionDef, 'call'>>;

/** The states before termination: a client's owners, labels and emphasis change only there. */
export const activeApplication = [
  S.newRegistration,
  S.pendingReview,
  S.active,
  S.changePendingReview,
  S.terminationApplied,
] as const;

/** Edited as a new application, under review or in business; not once it is on its way out. */
export const editableApplication: CrudGuard = {
  when: { status: [S.newRegistration, S.pendingReview, S.active] },
};

/** The money and accounts that keep a client or reseller from being deleted. */
const HOLDINGS = ['walletBalance', 'reserveFund', 'unsettledSpend', 'adAccountCount'] as const;

/**
 * Deleted before it is in business (an application dropped) or once liquidated, and never while
 * it holds money or ad accounts.
 */
export const removableApplication: CrudGuard = {
  when: { status: [S.newRegistration, S.pendingReview, S.liquidated] },
  empty: HOLDINGS,
};

/**
 * An edit of a client or reseller in business waits for review (SPEC §4 "change pending
 * review"): the backend keeps the proposed values in `changeInfo` (an assumed field) until the
 * change is confirmed or refused.
 */
export const applicationChangeReview: ChangeReviewDef = {
  when: { status: [S.active] },
  field: 'changeInfo',
  sets: { status: S.changePendingReview },
  confirm: 'confirmChange',
  refuse: 'refuseChange',
};
