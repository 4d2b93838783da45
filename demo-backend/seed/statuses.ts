/**
 * Application states of clients and orgs (SPEC §4). The spec names the states but not their codes;
 * these numbers are assumed. `active` (approved, in business) is implied by the "approve" action.
 */
export const applicationStatus = {
  newRegistration: 0,
  pendingReview: 1,
  active: 2,
  changePendingReview: 3,
  terminationApplied: 4,
  terminated: 5,
  refundProcessing: 6,
  liquidated: 7,
} as const;

export type ApplicationStatus = (typeof applicationStatus)[keyof typeof applicationStatus];

/** How often each state occurs in the seed: most records are in business. */
export const seededStatusWeights: readonly [ApplicationStatus, number][] = [
  [applicationStatus.active, 60],
  [applicationStatus.newRegistration, 8],
  [applicationStatus.pendingReview, 10],
  [applicationStatus.changePendingReview, 6],
  [applicationStatus.terminationApplied, 5],
  [applicationStatus.terminated, 5],
  [applicationStatus.refundProcessing, 3],
  [applicationStatus.liquidated, 3],
];
