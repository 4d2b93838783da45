import type { Language } from '@/data/contract';

/**
 * Where an option list comes from (SPEC §7, §9): its list call, how many options it asks for at
 * once, fixed params (the role of a staff list), and the fields that give each option's value and
 * label. Whole lists are fetched once per session and cached; a searched list (`search`) asks by
 * keyword as the user types.
 */
export interface ReferenceSource {
  endpoint: string;
  pageSize?: number;
  /** Params sent with every call (e.g. `{ role: 3 }`: the BDs among the staff). */
  params?: Readonly<Record<string, string | number>>;
  /** The field that gives an option's value. */
  value: string;
  /**
   * The field(s) that give an option's label, joined by a space; or the label in a language
   * (a currency's name in the interface's language).
   */
  label:
    string | readonly string[] | ((record: Record<string, unknown>, language: Language) => string);
  /** Searched by this keyword param as the user types, instead of loaded whole. */
  search?: string;
  /**
   * A value's label in the interface's words where this translation key prefix has one
   * (`enums.memberRole` + `.3` → "BD"), else `label`'s: the role list names roles as every
   * other screen does, and a role the console does not know by the backend's name.
   */
  labelKey?: string;
  /**
   * The options are one group of an answer of groups, asked once for every option list of the
   * same call (`GET /admin/user/listV2 {orgId}`: roles, each with its users): where the groups
   * are, the field naming a group, this list's group and where its rows are. `params` then say
   * what its records are (for the demo backend's checks) and are not sent.
   */
  group?: ReferenceGroup;
  /** Params filled from the signed-in user's info (`{ orgId: 'orgId' }`). */
  userParams?: Readonly<Record<string, string>>;
  /** A few choices, shown all at once as radio buttons in forms (filters keep a select). */
  choices?: 'radio';
  /**
   * The field of an option's own number (a media agent's `mediaAgentSN`): a select shows it beside
   * the label and finds an option by it as by its label, so that repeated names are told apart.
   * Cells show the label alone.
   */
  number?: string;
  /** Shown in cells as coloured tags, one colour per option in the list's order. */
  tags?: true;
}

export interface ReferenceGroup {
  groups: string;
  key: string;
  value: string | number;
  rows: string;
}

/** The rows of one group of an answer of groups; whatever is not a group or a record is left out. */
export function groupRows(group: ReferenceGroup, data: unknown): Record<string, unknown>[] {
  const groups = isRecord(data) && Array.isArray(data[group.groups]) ? data[group.groups] : [];
  const found = (groups as unknown[]).find(
    (item) => isRecord(item) && String(item[group.key]) === String(group.value),
  );
  const rows = isRecord(found) && Array.isArray(found[group.rows]) ? found[group.rows] : [];
  return (rows as unknown[]).filter(isRecord);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const sources = new Map<string, ReferenceSource>();

/** The data-provider resource behind an option list (its list call). */
export const referenceResourceName = (name: string) => `reference:${name}`;

/** Adds an option list; a declaration may add its own (`defineReference`, src/engine/define.ts). */
export function registerReference(name: string, source: ReferenceSource): void {
  if (sources.has(name)) throw new Error(`Reference "${name}" is declared twice`);
  sources.set(name, source);
}

export function isReference(name: string): boolean {
  return sources.has(name);
}

export function referenceSource(name: string): ReferenceSource {
  const source = sources.get(name);
  if (!source) throw new Error(`Unknown reference "${name}"`);
  return source;
}

/** Every option list, by name. */
export function allReferences(): [string, ReferenceSource][] {
  return [...sources.entries()];
}

/** An option's label from its record, in the interface's language. */
export function referenceLabel(
  source: ReferenceSource,
  record: Record<string, unknown>,
  language: Language,
): string {
  if (typeof source.label === 'function') return source.label(record, language);
  const fields = typeof source.label === 'string' ? [source.label] : source.label;
  return fields
    .map((field) => record[field])
    .filter((part) => part !== undefined && part !== null && part !== '')
    .join(' ');
}

/** The field that shows a reference's name beside it: clientId → clientName, bd → bdName. */
export function nameFieldOf(field: string): string {
  return field.endsWith('Id') ? `${field.slice(0, -2)}Name` : `${field}Name`;
}

/**
 * A currency as its code and its name in the interface's language: the backend's Chinese name
 * (`currency_cn`) in Chinese, the browser's own name for the code in English ("USD US Dollar");
 * a code the browser does not know (USDT) is shown alone.
 */
export function currencyLabel(record: Record<string, unknown>, language: Language): string {
  const code = String(record.currency ?? '');
  const chinese = typeof record.currency_cn === 'string' ? record.currency_cn : '';
  const name = language === 'cn' && chinese ? chinese : currencyName(code, language);
  return name && name !== code ? `${code} ${name}` : code;
}

function currencyName(code: string, language: Language): string {
  if (!/^[A-Z]{3}$/.test(code) || typeof Intl.DisplayNames !== 'function') return '';
  try {
    const names = new Intl.DisplayNames([language === 'cn' ? 'zh-CN' : 'en'], {
      type: 'currency',
      fallback: 'none',
    });
    return names.of(code) ?? '';
  } catch {
    return '';
  }
}

// Staff of a role: the users of that role in `GET /admin/user/listV2 {orgId}` (SPEC §7), one
// call for every role's picker. Only enabled staff (status 1) are listed there: a stopped member
// cannot be given a client.
const staffOfRole = (role: number): ReferenceSource => ({
  endpoint: 'GET /admin/user/listV2',
  group: { groups: 'roles', key: 'roleId', value: role, rows: 'users' },
  userParams: { orgId: 'orgId' },
  params: { role, status: 1 },
  value: 'adminId',
  label: 'name',
  // A member's number is its id, as the member list shows it.
  number: 'adminId',
});

registerReference('currency', {
  endpoint: 'GET /options/currency',
  pageSize: 100,
  value: 'currency',
  label: currencyLabel,
});
registerReference('staff', {
  endpoint: 'GET /admin/user/list',
  pageSize: 2000,
  value: 'adminId',
  label: 'name',
  number: 'adminId',
});
// Staff by role (SPEC §3 staff role ids; SPEC §9: staff lists by role, 2000 at once).
registerReference('bdStaff', staffOfRole(3));
registerReference('opStaff', staffOfRole(4));
registerReference('mpmStaff', staffOfRole(15));
registerReference('saleAgent', {
  endpoint: 'GET /saleAgent/list',
  pageSize: 2000,
  value: 'saleAgentId',
  label: 'saleAgentName',
});
registerReference('media', {
  endpoint: 'GET /media/list',
  pageSize: 2000,
  value: 'mediaId',
  label: 'mediaName',
});
registerReference('org', {
  endpoint: 'GET /org2/list',
  pageSize: 2000,
  value: 'orgId',
  label: 'orgName',
});
// Searched by name or number as the user types (SPEC §7), never the 3000 agents drawn whole.
registerReference('mediaAgent', {
  endpoint: 'GET /mediaAgent/getAllAgentName',
  value: 'mediaAgentId',
  label: 'mediaAgentName',
  number: 'mediaAgentSN',
  search: 'name',
});
// The open ones only: where an account can be moved to (a closed agent takes none).
registerReference('openMediaAgent', {
  endpoint: 'GET /mediaAgent/list',
  pageSize: 3000,
  params: { status: 1 },
  value: 'mediaAgentId',
  label: 'mediaAgentName',
  number: 'mediaAgentSN',
});
// The roles a member may have (SPEC §7), named as the console names roles.
registerReference('memberRole', {
  endpoint: 'GET /admin/user/roleList',
  value: 'roleId',
  label: 'roleName',
  labelKey: 'enums.memberRole',
  tags: true,
});
// Client names as a text filter suggests them (SPEC §7 `GET /client/getAllClientName?name`):
// the name is the value, filtered as typed text is.
registerReference('clientName', {
  endpoint: 'GET /client/getAllClientName',
  value: 'clientName',
  label: 'clientName',
  search: 'name',
});
// Media names as the media list's name filter suggests them (SPEC §7
// `GET /media/getListByCondition`; its `mediaName` param is assumed).
registerReference('mediaName', {
  endpoint: 'GET /media/getListByCondition',
  value: 'mediaName',
  label: 'mediaName',
  search: 'mediaName',
});
registerReference('client', {
  endpoint: 'GET /client/listByKeyword',
  value: 'clientId',
  label: 'clientName',
  number: 'clientSN',
  search: 'keyword',
});
