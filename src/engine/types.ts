import type { ComponentType } from 'react';
import type { Service } from '@/data/contract';
import type { Subject } from '@/access/subjects';
import type { ComputedDef } from './formula';

export type { ComputedDef } from './formula';

/** The colours of a value's tag (antd's tag palette; src/scaffolds/fields/valueTag.css). */
export type TagColor =
  | 'default'
  | 'processing'
  | 'success'
  | 'warning'
  | 'error'
  | 'blue'
  | 'purple'
  | 'cyan'
  | 'green'
  | 'magenta'
  | 'red'
  | 'orange'
  | 'volcano'
  | 'geekblue'
  | 'lime'
  | 'gold';

/** An enumeration: each value with its translation key and badge colour (SPEC §3, §4). */
export interface EnumOption {
  value: string | number;
  color?: TagColor;
}
export interface EnumDef {
  /** Translation keys are `enums.<name>.<value>`. */
  name: string;
  options: readonly EnumOption[];
}

/**
 * An option list by name (src/engine/references.ts): currency, staff, bdStaff, opStaff, mpmStaff,
 * saleAgent, media, org, mediaAgent, client, and any a declaration adds (`defineReference`).
 */
export type ReferenceName = string;

/**
 * A field type by name (src/engine/fieldTypes.ts): text, textarea, number, money, percent, decimal,
 * enum, reference, date, datetime, month, email, mobile, boolean, tags, image, file, list (rows of
 * sub-fields), and any a
 * declaration adds (`defineFieldType`). A schema naming an unknown type is refused.
 */
export type FieldType = string;

/** A condition on another field of the same form: its value is one of these. */
export interface FieldCondition {
  field: string;
  values: readonly (string | number | boolean)[];
}

export interface FormOptions {
  required?: boolean;
  /** Amounts that cannot be empty or 0 (SPEC §5). */
  nonZero?: boolean;
  /** Only on create, or only on edit; both by default. */
  on?: 'create' | 'edit';
  /** Shown but not editable once the record exists. */
  readOnlyOnEdit?: boolean;
  /**
   * Upload kinds: 'image' (jpg/png ≤ 500 kB), 'document' (jpg, png, jpeg, pdf) or 'spreadsheet'
   * (xlsx only).
   */
  accept?: 'image' | 'document' | 'spreadsheet';
  /** Several values (enum/reference selects; several files for an upload). */
  multiple?: boolean;
  /** Uploads: at most this many files (with `multiple`). */
  maxCount?: number;
  /** Shown, checked and sent only while another field of the form holds one of these values. */
  showWhen?: FieldCondition;
  /** Required only while another field of the form holds one of these values. */
  requiredWhen?: FieldCondition;
  /**
   * Enum options offered according to another field's value (a platform's account types):
   * `{ field: 'platform', values: { Google: [1, 2], Facebook: [3] } }`; a value not listed offers
   * every option.
   */
  optionsBy?: { field: string; values: Record<string, readonly (string | number)[]> };
  /** Dates and months: not before the current month ('month') or today ('day'). */
  notBefore?: 'month' | 'day';
  /** Nested editors (type 'list'): at least / at most this many rows. */
  minRows?: number;
  maxRows?: number;
  /** Nested editors: row fields whose value may not repeat across rows (one ratio per region). */
  unique?: readonly string[];
  /** Nested editors: a row field that must rise from one row to the next (gradient tiers). */
  ascending?: string;
  /**
   * A reference chosen among the values the record holds in this field (an action that removes
   * one of an agent's MPMs offers only those it has).
   */
  within?: string;
  /** A value the create form starts with. */
  initial?: unknown;
  /**
   * Numbers and amounts: the smallest and largest value. By default a number, an amount or a
   * decimal is 0 or more (see `sign`), at most 999,999,999 (amounts: 9,999,999,999,999), and a
   * percentage 0 to 100.
   */
  min?: number;
  max?: number;
  /**
   * Numbers and amounts: 'any' lets a value be negative, 'negative' asks for 0 or less (SPEC §5:
   * the correction amount of a reduction; with `nonZero`, below 0). Default: 0 or more.
   */
  sign?: 'positive' | 'any' | 'negative';
  /** Numbers: whole numbers only (the default of `number`), or not. */
  integer?: boolean;
  /** Percentages and decimals: at most this many decimals (4 and 8 by default; amounts: their currency's). */
  decimals?: number;
  /** Text: at most / at least this many characters (defaults by type: README "Adding a resource"). */
  maxLength?: number;
  minLength?: number;
  /** Text: a format the value must match, and the translation key of the message refusing it. */
  pattern?: { regex: RegExp; message: string };
  /**
   * A minimum that depends on another field's value, e.g. a recharge of at least 300 USD or
   * 1 USDT: `{ field: 'currency', values: { USD: 300, USDT: 1 } }`.
   */
  minBy?: { field: string; values: Record<string, number> };
}

export interface FieldDef {
  type: FieldType;
  /** Translation key of the label; default `fields.<entity>.<field>`. */
  label?: string;
  enum?: EnumDef;
  ref?: ReferenceName;
  /**
   * Money: the currency, either a fixed code ('USD') or `{ field }` naming the record's field that
   * holds it.
   */
  currency?: string | { field: string };
  /** A column of the list; the object form sets its width or sorting. */
  list?: boolean | { width?: number; sortable?: boolean };
  /**
   * A filter of the list: true picks the natural control for the type (text input, enum select,
   * reference select, date range). A reference to a searched option list (clients) is searched by
   * keyword as the user types; 'search' says so where it reads better in a declaration.
   */
  filter?: boolean | 'search';
  /** A field of the create/edit form. */
  form?: boolean | FormOptions;
  /** Shown on the details view (default: when listed or in the form). */
  show?: boolean;
  /**
   * A nested editor (type 'list'): the fields of each of its rows (any type, a 'list' too). Their
   * labels default to `<the list's label key>Row.<row field>` (`fields.mediaAgent.serviceFeesRow.
   * feeRate`); their `form` options (required, notBefore…) are checked row by row.
   */
  of?: Record<string, FieldDef>;
  /**
   * A read-only value computed from the record's other fields, e.g. SPEC §9's overspend estimate
   * `{ formula: 'systemConsume - theoreticalRecharge' }` or a rate
   * `{ formula: 'clicks / impressions * 100', round: 2 }` (src/engine/formula.ts: + − × ÷ and
   * parentheses in exact decimals, rounded half away from zero to `round` decimals). The console
   * shows it from its inputs, never a form input; the demo backend stores it by the same formula.
   */
  computed?: ComputedDef;
  /** Amounts above this are shown as a warning (SPEC §9: an overspend estimate above 0.01). */
  warnAbove?: string;
}

export interface SchemaDef {
  /** Name used for translation keys (`fields.<entity>.*`). */
  entity: string;
  /** The id field of a record. */
  id: string;
  /** The field that names a record in messages (a batch's skipped rows…); default its id. */
  title?: string;
  fields: Record<string, FieldDef>;
}

/** Menu groups of the sidebar, in order (SPEC §2 areas). */
export type MenuGroup =
  | 'client'
  | 'media'
  | 'mediaAgent'
  | 'adsAccount'
  | 'vcc'
  | 'option'
  | 'finance'
  | 'workOrder'
  | 'adsReport'
  | 'orgFinance'
  | 'news'
  | 'org'
  | 'saleAgent'
  | 'kpi'
  | 'todo'
  | 'others';

export interface MenuMeta {
  /** A route that is never in the menu (pages with an id, forms…); its rules still apply. */
  hidden?: boolean;
  group?: MenuGroup;
  /** Icon name from src/layout/icons.ts (groups and top-level entries). */
  icon?: string;
  /** 1: main organisation only; -1: other organisations only (SPEC §2). */
  org?: 1 | -1;
  /** Shown only when the user's vcc_menu_show holds this route's key (DESIGN §3). */
  vcc?: boolean;
  /** The vcc_menu_show key when it is not the route (a detail page: its list's route). */
  vccKey?: string;
  /** Position inside its group. */
  order?: number;
  /**
   * A count shown beside the entry (what waits there): the call that answers it, a number or
   * `{ count }`, e.g. `'GET /work/todo/count'`. Asked for with the menu, every 10 minutes, and
   * again after any change the console makes.
   */
  badge?: string;
}

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
  /** Asks for a reason first; the value is sent under this key ('reason' when true). */
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
   * id; the form starts from the record's values of the same names (change BD: `{ bdId: … }`).
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
   * authorisation link); `fields.<entity>.<name>` names it.
   */
  shows?: string;
  /**
   * What the call sends instead of the record's id: the record's `fields` with the action's
   * `sets`, as one object, or as a list of one (`list: true`, SPEC §7's send items).
   */
  body?: { fields: readonly string[]; list?: boolean };
}

/**
 * A line chart above a list: `y` (a money or number field) summed per day of `x` (a filterable
 * date field, whose range filter the chart follows) and, with `series`, one line per value of that
 * field (a currency: amounts of different currencies are never added up).
 */
export interface ChartDef {
  x: string;
  y: string;
  series?: string;
}

/** A summary row of money totals, per currency. */
export interface TotalsDef {
  /** The money fields summed. */
  fields: readonly string[];
  /**
   * The backend's sum of the whole filtered list (SPEC §7 `…Sum` calls), answering the totals by
   * field, or a list of them with their currency. Without it, the rows of the page are summed.
   */
  call?: string;
}

export interface EndpointsDef {
  list?: string;
  one?: string;
  create?: string;
  update?: string;
  remove?: string;
}

/** A titled group of fields on a detail page; `title` is a translation key. */
export interface DetailSection {
  title: string;
  fields: readonly string[];
}

/** A list shown as a tab of a detail page, filtered by the record. */
export interface DetailRelated {
  /** The resource listed (by name). */
  resource: string;
  /** The list's filters and the record's fields they take: `{ clientId: 'clientId' }`. */
  filters: Record<string, string>;
  /** Translation key of the tab; default `routes.<resource>`. */
  label?: string;
}

/** A stage of a record's progress: the states of its state field that belong to it. */
export interface ProgressStep {
  /** Translation key of the stage's title. */
  title: string;
  states: readonly (string | number)[];
}

/**
 * Where a record stands (SPEC §4's work-order steps): its state field's values grouped into
 * ordered stages. The page marks the stage of the current state, says what the state means, and
 * dates each stage reached by its history: who acted, when, with which reason.
 */
export interface DetailProgress {
  /** The state field (an enum). */
  field: string;
  steps: readonly ProgressStep[];
  /** States that end the record unsuccessfully: their stage is marked as failed. */
  failed?: readonly (string | number)[];
}

/** A detail page of a resource's records, at `<list route's folder>/detail/:id`. */
export interface DetailDef {
  sections: readonly DetailSection[];
  related?: readonly DetailRelated[];
  /** The record's history from `GET /actionLog/list` (default true). */
  history?: boolean;
  /** Its stages, above the sections. */
  progress?: DetailProgress;
  /**
   * A route declared elsewhere that names the record by another field (SPEC's
   * `/news/detail/{applySn}`: `{ route: '/news/detail/:applySn', key: 'applySn' }`): no route is
   * derived, rows link there by that field, and that route's resource (its `parent` this one, its
   * `paramFilters` the key, its page the engine's) shows the record.
   */
  at?: { route: string; key: string };
}

/** A step of a step form; `title` is a translation key. */
export interface FormStep {
  title: string;
  fields: readonly string[];
}

/** How a resource's create/edit form is laid out. */
export interface FormDef {
  /** Steps with their fields, validated one by one, then a review step; submit at the end. */
  steps?: readonly FormStep[];
  /**
   * A hand-written panel under the create form's fields, given the values as they are typed
   * (what no field can show: the top-up's fees). Loaded with the form, never with the list.
   */
  summary?: () => Promise<{ default: ComponentType<{ values: Record<string, unknown> }> }>;
  /** After a create succeeds, the new record's details open in place of the form (to follow it). */
  afterCreate?: 'show';
}

/** The details drawer of a record: a panel of its own, and how it follows a record that moves. */
export interface ShowDef {
  /** A hand-written panel under the details, given the record (a deposit address and its QR). */
  panel?: () => Promise<{ default: ComponentType<{ record: Record<string, unknown> }> }>;
  /** The record is asked for again every `every` ms while its fields hold one of `when`'s values. */
  poll?: { when: Record<string, readonly (string | number)[]>; every: number };
}

/** A spreadsheet import: rows read in the browser, checked, then sent in one call. */
export interface ImportDef {
  /** The call that receives every row at once, as `{ rows: [...] }` (an assumed body). */
  call: string;
  /** The sheet's columns, in order, each checked like a form field. */
  fields: Record<string, FieldDef>;
  /** Refused from this day of the month after the rows' month on (SPEC §5: the 15th). */
  dueDay?: { field: string; day: number };
  /** Translation key of the button; default `imports.<name>`. */
  label?: string;
  /** The CASL action checked; default the import's name. */
  ability?: string;
}

export type PageLoader = () => Promise<{ default: ComponentType }>;

export interface ResourceDef {
  /** Unique name: Refine resource name, translation key `routes.<name>`. */
  name: string;
  /**
   * The route of its main page. Params: `:name` (digits unless `params` says otherwise).
   * Without a route the resource is only shown inside another (see `related`).
   */
  route?: string;
  subject: Subject;
  schema?: SchemaDef;
  service?: Service;
  endpoints?: EndpointsDef;
  /** Endpoints the spec does not name (DESIGN §3): the conventional path, marked assumed. */
  assumed?: readonly (keyof EndpointsDef)[];
  /** Route params and their shape: digits only (default) or any text. */
  params?: Record<string, 'digits' | 'text'>;
  /** The list sends these route params as filters (e.g. `{ clientId: 'clientId' }`). */
  paramFilters?: Record<string, string>;
  /**
   * Filters the list always sends, and values a new record gets (e.g. the Google work orders:
   * `{ mediaPlatform: 'Google' }`).
   */
  fixedFilters?: Record<string, string | number>;
  menu?: MenuMeta;
  /**
   * Create, edit and delete on the generic pages (when the endpoints exist). Edit and delete may
   * be limited to some records (`{ when, empty }`): offered, and accepted by the demo, only there.
   */
  crud?: { create?: boolean; edit?: CrudOption; remove?: CrudOption; show?: boolean };
  /** Edits of records in some states wait for a reviewer instead of applying at once. */
  changeReview?: ChangeReviewDef;
  actions?: Record<string, ActionDef>;
  /** Export of the current filtered list to .xlsx, built in the browser with a default file name. */
  exportable?: boolean;
  /**
   * The backend's own spreadsheet of the filtered list (SPEC §7 `…Excel` calls), downloaded under
   * the file name it gives: e.g. `'GET /client/exportExcel'`.
   */
  serverExport?: string;
  /** A hand-written page instead of the generic list. */
  page?: PageLoader;
  /** Default page size of the list. */
  pageSize?: number;
  /** A summary row under the list: money summed per currency. */
  totals?: TotalsDef;
  /** A trend drawn above the list, loaded only where declared (src/scaffolds/chart). */
  chart?: ChartDef;
  /** Other resources listed as tabs under this one's list (by name). */
  related?: readonly string[];
  /**
   * Pages a row leads to (by resource name): their route params are filled from the row's fields
   * of the same name, or from `params` (e.g. `{ resource: 'mediaAgentBalanceLog', params: { logType: 'prepay' } }`).
   */
  links?: readonly (
    string | { resource: string; params?: Record<string, string>; label?: string }
  )[];
  /** For a route with an id: the resource whose page it belongs to, linked back to from its header. */
  parent?: string;
  /** A detail page of each record, reachable from its row. */
  detail?: DetailDef;
  /** The layout of its create/edit form (steps), a summary under it, what follows a create. */
  form?: FormDef;
  /** The details drawer's own panel and polling. */
  show?: ShowDef;
  /** Spreadsheet imports offered above its list. */
  imports?: Record<string, ImportDef>;
}
