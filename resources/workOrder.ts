import { defineResource } from '@/engine/define';
import type { ActionDef, DetailDef, DetailProgress } from '@/engine/types';
import {
  workOrderPlatforms,
  workOrderSchema,
  type WorkOrderKind,
  type WorkOrderPlatform,
} from '../schemas/workOrder';
import { applyFormFields, applyFormSteps, operateFormFields } from '../schemas/workOrderForms';

/**
 * The review steps of SPEC §4 on workOrderStatus: customer initiated (0 pending review) →
 * operational review (3 pre-approved) → submitted to the channel or pushed by API (31 under
 * channel review) → result (1 approved, 2 rejected). Cancel goes back one step (4), which is
 * reviewed again; a rejected customer modification returns the order to the client (6).
 * The spec names no work-order endpoint: each call is the path under its route (DESIGN §3).
 */
function reviewActions(base: string, kind: WorkOrderKind): Record<string, ActionDef> {
  return {
    // Audit allocation: the order goes to an MPM operator, and stays where it is.
    allocate: {
      call: `POST ${base}/allocate`,
      when: { status: [0, 4] },
      fields: { operatorId: { type: 'reference', ref: 'mpmStaff', form: { required: true } } },
    },
    review: {
      call: `POST ${base}/review`,
      when: { status: [0, 4] },
      sets: { status: 3 },
      batch: true,
    },
    submitToChannel: {
      call: `POST ${base}/submitToChannel`,
      when: { status: [3] },
      sets: { status: 31 },
      confirm: true,
    },
    push: {
      call: `POST ${base}/push`,
      when: { status: [3] },
      sets: { status: 31 },
      confirm: true,
      batch: true,
    },
    toManual: {
      call: `POST ${base}/toManual`,
      when: { status: [31] },
      sets: { status: 3 },
      confirm: true,
    },
    pass: {
      call: `POST ${base}/pass`,
      when: { status: [3, 31] },
      sets: kind === 'Apply' ? { status: 1, openResult: 1 } : { status: 1 },
      confirm: true,
    },
    ...(kind === 'Apply'
      ? {
          openFailed: {
            call: `POST ${base}/openFailed`,
            when: { status: [31] },
            reason: true,
            sets: { status: 2, openResult: 0 },
            danger: true,
          },
        }
      : {}),
    reject: {
      call: `POST ${base}/reject`,
      when: { status: [0, 3, 31] },
      reason: true,
      sets: { status: 2 },
      danger: true,
    },
    cancel: {
      call: `POST ${base}/cancel`,
      when: { status: [3, 31] },
      reason: true,
      sets: { status: 4 },
    },
    rejectModify: {
      call: `POST ${base}/rejectModify`,
      when: { status: [0, 3] },
      reason: true,
      sets: { status: 6 },
    },
    // The applicant takes back an order nobody has started working on.
    revoke: {
      call: `POST ${base}/revoke`,
      when: { status: [-1, 0, 4, 6] },
      sets: { status: 5 },
      danger: true,
    },
  };
}

/**
 * SPEC §4's steps and the states each holds: back with the customer (pending, returned for
 * modification), waiting for allocation and review (pending review, sent back one step), being
 * processed (pre-approved, under channel review), done (approved, rejected, revoked).
 */
const progress: DetailProgress = {
  field: 'status',
  steps: [
    { title: 'workOrderSteps.initiated', states: [-1, 6] },
    { title: 'workOrderSteps.allocation', states: [0, 4] },
    { title: 'workOrderSteps.processing', states: [3, 31] },
    { title: 'workOrderSteps.results', states: [1, 2, 5] },
  ],
  failed: [2, 5],
};

/** A work order's page: what was asked, its stages, and its result. */
function detailOf(platform: WorkOrderPlatform, kind: WorkOrderKind): DetailDef {
  const order = ['workId', 'applySn', 'orderSn', 'mediaPlatform', 'status', 'clientId'];
  const asked =
    kind === 'Apply'
      ? ['subjectName', 'area', 'accountType', 'openType', 'industry', 'currency', 'accounts']
      : ['operationType', 'accountId', 'currency', 'amount'];
  // The platform's own fields and the documents, as the form asked for them.
  const own = Object.keys(
    kind === 'Apply' ? applyFormFields(platform) : operateFormFields(platform),
  );
  return {
    progress,
    sections: [
      { title: 'detail.workOrder.order', fields: [...order, 'operatorId', 'createTime'] },
      {
        title: 'detail.workOrder.asked',
        fields: [...asked, ...own.filter((f) => !asked.includes(f))],
      },
      {
        title: 'detail.workOrder.result',
        fields: kind === 'Apply' ? ['openResult', 'accountIds', 'reason'] : ['reason'],
      },
    ],
  };
}

/**
 * One page per platform and kind, each over its own entity: the engine has no fixed (non-route)
 * list filter, so a shared entity could not keep Google orders on the Google page.
 */
function workOrderResource(platform: WorkOrderPlatform, kind: WorkOrderKind) {
  const name = `${platform.toLowerCase()}${kind}`;
  const route = `/workOrder/${name}`;
  const position = workOrderPlatforms.indexOf(platform) + 1;
  return defineResource({
    name,
    route,
    subject: 'WorkOrder',
    schema: workOrderSchema(platform, kind),
    menu: { group: 'workOrder', org: 1, order: (kind === 'Apply' ? 0 : 50) + position * 10 },
    endpoints: { list: `GET ${route}`, create: `POST ${route}/add` },
    assumed: ['list', 'create'],
    // An opening is applied for in steps; an operation is one form whose fields follow its type.
    crud: { create: true },
    ...(kind === 'Apply' ? { form: { steps: applyFormSteps(platform) } } : {}),
    // An operation's amount (a recharge, a transfer) is summed per currency under its list.
    ...(kind === 'Operate' ? { totals: { fields: ['amount'] } } : {}),
    actions: reviewActions(route, kind),
    detail: detailOf(platform, kind),
    exportable: true,
  });
}

export const googleApply = workOrderResource('Google', 'Apply');
export const facebookApply = workOrderResource('Facebook', 'Apply');
export const tiktokApply = workOrderResource('TikTok', 'Apply');
export const kwaiApply = workOrderResource('Kwai', 'Apply');
export const bigoApply = workOrderResource('Bigo', 'Apply');
export const googleOperate = workOrderResource('Google', 'Operate');
export const facebookOperate = workOrderResource('Facebook', 'Operate');
export const tiktokOperate = workOrderResource('TikTok', 'Operate');
export const kwaiOperate = workOrderResource('Kwai', 'Operate');
export const bigoOperate = workOrderResource('Bigo', 'Operate');
