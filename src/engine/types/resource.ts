import type { ComponentType } from 'react';
import type { BusinessRefusal, Service } from '@/data/contract';
import type { ActionDef, ChangeReviewDef, CrudOption } from './actions';
import type { DetailDef } from './detail';
import type { FormDef, ShowDef } from './drawers';
import type { SchemaDef } from './fields';
import type { ImportDef } from './imports';
import type { ChartDef, TotalsDef } from './list';
import type { MenuMeta } from './menu';

export interface EndpointsDef {
  list?: string;
  one?: string;
  create?: string;
  update?: string;
  remove?: string;
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
  /** The area it belongs to (a CASL subject): the rights rows of src/access/rules.ts name it. */
  subject: string;
  schema?: SchemaDef;
  service?: Service;
  endpoints?: EndpointsDef;
  /** Endpoints the spec does not name (DESIGN §3): the conventional path, marked assumed. */
  assumed?: readonly (keyof EndpointsDef)[];
  /**
   * What a backend refuses a valid create, edit or delete with, by a business rule its fields'
   * bounds cannot say (one rate per day and currency): each code and its rule, by endpoint.
   */
  refusals?: Partial<Record<'create' | 'update' | 'remove', readonly BusinessRefusal[]>>;
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
  /**
   * The list's order until the user sorts it (src/engine/listOrder.ts): newest first by default
   * (`createTime`, else the id, descending); `false` keeps the backend's own order.
   */
  order?: { field: string; order: 'asc' | 'desc' } | false;
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
