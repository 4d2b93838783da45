import type { ActionDef } from '@/engine/types';
import { activeApplication, applicationLifecycle as lifecycle } from '../schemas/client';
import { refundApplicationAction } from '../schemas/clientRefund';

/** Changed on a client until it is terminated (SPEC §4: a terminated client is not edited). */
const ownershipChange = { when: { status: activeApplication } } as const;

/** What is done to a client: its lifecycle (SPEC §4) and the values staff choose. */
export const clientActions = {
  approveNew: { ...lifecycle.approveNew, call: 'POST /client/confirmClient', batch: true },
  refuseNew: { ...lifecycle.refuseNew, call: 'POST /client/refuseNewClient' },
  confirmChange: { ...lifecycle.confirmChange, call: 'GET /client/confirmClientChange?clientId' },
  refuseChange: { ...lifecycle.refuseChange, call: 'POST /client/refuseClientChange' },
  toBeTerminate: { ...lifecycle.toBeTerminate, call: 'GET /client/toBeTerminate?clientId' },
  undoTerminate: { ...lifecycle.undoTerminate, call: 'GET /client/undoTerminate?clientId' },
  confirmTerminate: {
    ...lifecycle.confirmTerminate,
    call: 'GET /client/confirmTerminate?clientId',
  },
  refund: { ...lifecycle.refund, call: 'GET /client/refund?clientId' },
  reborn: { ...lifecycle.reborn, call: 'GET /client/reborn?clientId' },
  // Values the staff choose (SPEC §7): the client's BD or operations, its labels, its emphasis,
  // while it is not terminated. The pickers offer enabled staff of the role only; the backend
  // refuses anyone else.
  changeBD: {
    ...ownershipChange,
    call: 'POST /client/changeBD',
    fields: { bdId: { type: 'reference', ref: 'bdStaff', form: { required: true } } },
    batch: true,
  },
  changeOP: {
    ...ownershipChange,
    call: 'POST /client/changeOP',
    fields: { opId: { type: 'reference', ref: 'opStaff', form: { required: true } } },
    batch: true,
  },
  // On selected rows, the labels chosen replace each client's labels.
  updateLabel: {
    ...ownershipChange,
    call: 'POST /client/updateLabel',
    fields: { tag: { type: 'tags', form: true } },
    batch: true,
  },
  updateEmphasis: {
    ...ownershipChange,
    call: 'POST /client/updateClientEmphasis',
    fields: { emphasis: { type: 'boolean', form: true } },
  },
  // Part of the wallet refunded while in business: it opens a refund for review (assumed call).
  applyRefund: { ...refundApplicationAction, call: 'POST /client/refund/apply' },
} satisfies Record<string, ActionDef>;
