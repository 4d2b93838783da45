import type { BusinessRefusal } from '@/data/contract';
import type { FieldDef } from './fields';

/** Records an edit or a delete is offered on: their fields' values, and amounts that must be 0. */
export interface CrudGuard {
  /** Only records whose fields hold one of these values (as an action's `when`). */
  when?: Record<string, readonly (string | number)[]>;
  /** Fields that must be empty or 0 (money, counts): a client with money is not deleted. */
  empty?: readonly string[];
}

export type CrudOption = boolean | CrudGuard;

/**
 * SPEC §4's "change pending review": an edit of a record in the `when` states is kept aside by
 * the backend in `field` (the proposed values), and the record moves to `sets`; the `confirm`
 * action applies the proposed values, the `refuse` action drops them. The detail page shows them
 * beside the current ones.
 */
export interface ChangeReviewDef {
  when: Record<string, readonly (string | number)[]>;
  /** Where the backend keeps the proposed values (an object of field values). */
  field: string;
  sets: Record<string, string | number>;
  /** The action names that apply and drop the proposed values. */
  confirm: string;
  refuse: string;
}

/** A state-changing action of a record (approve, refuse with reason, terminate…). */
export interface ActionDef {
  /** The call, written as in the spec: `GET /client/confirmClient?clientId` or `POST /x`. */
  call: string;
  /** Translation key of the button; default `actions.<name>`. */
  label?: string;
  /** Shown only for records whose fields hold one of these values. */
  when?: Record<string, readonly (string | number)[]>;
  /** Never shown for records whose fields hold one of these values (a VIP for organisation 1). */
  unless?: Record<string, readonly (string | number)[]>;
  /**
   * Asks for a reason first; the value is sent under this key ('reason' when true). The record
   * keeps it in its field of that name when its schema declares one (`reason: 'suspendReason'`
   * beside a `suspendReason` field; the demo backend stores it there); the record's history has
   * it either way.
   */
  reason?: boolean | string;
  /** Asks for confirmation first (always true for danger actions). */
  confirm?: boolean;
  danger?: boolean;
  /** What the action changes, for the demo backend (and optimistic display). */
  sets?: Record<string, string | number>;
  /** The CASL action checked; default the action's name. */
  ability?: string;
  /**
   * Values the action asks for first, in a small form (any field type), sent with the record's
   * id; the form starts from the record's values of the same names (change BD: `{ bdId: … }`),
   * and the record takes them in its schema's fields of those names (the demo backend stores
   * them there; a value no field names is for the backend alone: in the demo, a resource hook's).
   */
  fields?: Record<string, FieldDef>;
  /**
   * Offered on selected rows too: each row is checked against `when` and the user's right first,
   * those that do not qualify are named and left out, then the call runs once per row.
   */
  batch?: boolean;
  /** Offered on selected rows only, not in a row's menu. */
  batchOnly?: boolean;
  /** Translation key naming the rows a batch leaves out (SPEC §8's text for ad accounts). */
  skippedMessage?: string;
  /**
   * Sent with every call of one batch under this key: a number naming the batch, the same for
   * all its rows, so the backend records them as one batch (a Facebook authorisation's `batchNo`).
   */
  batchKey?: string;
  /** For the demo backend: a submitted value added to a list field (`{ mpmId: 'mpmIds' }`). */
  adds?: Record<string, string>;
  /** For the demo backend: a submitted value removed from a list field. */
  removes?: Record<string, string>;
  /**
   * A field of the answer shown to the user once the call succeeds, to read and copy (an
   * authorisation link); `fields.<entity>.<name>` names it. A list of the schema's fields shows
   * each, read by the schema and drawn as its type draws it (a check's result: an enum, a remark).
   */
  shows?: string | readonly string[];
  /**
   * What the call sends instead of the record's id: the record's `fields` with the action's
   * `sets`, as one object, or as a list of one (`list: true`, SPEC §7's send items).
   */
  body?: { fields: readonly string[]; list?: boolean };
  /**
   * What a backend refuses a valid call with, by a business rule its fields' bounds cannot say
   * (more than the wallet holds): each code and its rule, for the OpenAPI document.
   */
  refusals?: readonly BusinessRefusal[];
}
