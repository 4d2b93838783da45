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
