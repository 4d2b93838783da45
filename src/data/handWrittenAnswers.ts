import { authEndpoints, type BusinessRefusal, type Service } from './contract';
import type { RecordShape } from './normalise';

/**
 * What hand-written code sends to, and reads of, the calls it makes without a declaration: the
 * login calls (src/auth/sessionApi.ts, read in src/auth/userInfo.ts) here; the other areas' calls
 * (the dashboard's cards, uploads, the recipient tree…) in src/data/answers/, one
 * module per area, so that a shape loads with its reader and never with the first load (this
 * module is part of it, through src/auth/userInfo.ts). That code reads through these shapes, and
 * the OpenAPI document (src/contract/openapi) describes the same calls by them, so neither can
 * drift.
 */
export interface HandWrittenAnswer {
  endpoint: string;
  /** The service the call goes to; default main. */
  service?: Service;
  /**
   * One record; a list of records or `{ list, total }`; a file (`fileType`, not the envelope); or
   * nothing the console reads.
   */
  answer: 'record' | 'list' | 'file' | 'not read';
  shape: RecordShape;
  /** The fields without which the console cannot use the record. */
  required?: readonly string[];
  /**
   * The document's name of a record whose shape holds itself (a tree's node, `children` rows of
   * the same shape): described once, under this name, and referred to.
   */
  component?: string;
  /** The media type of a file answer. */
  fileType?: string;
  /**
   * What the call sends: a JSON body for a POST, the query of a GET, a `multipart/form-data`
   * body when `multipart` (a file).
   */
  sends?: Readonly<Record<string, SentValue>>;
  multipart?: boolean;
  /** What a backend refuses a valid call with, by a business rule (as an action's). */
  refusals?: readonly BusinessRefusal[];
}

/** One value a hand-written call sends: text unless typed (`binary`: a file's bytes). */
export interface SentValue {
  required?: boolean;
  enum?: readonly string[];
  type?: 'integer' | 'binary';
  /** A regular expression the text matches (its source). */
  pattern?: string;
  /** A value to show (the document's example, which its checks send). */
  example?: string;
}

/** The user info (SPEC §3), read like any record. */
export const userInfoShape: RecordShape = {
  adminId: 'number',
  orgId: 'number',
  orgName: 'text',
  orgLogo: 'text',
  clientDomain: 'text',
  adminDomain: 'text',
  adminRole: 'number',
  roles: 'list',
  introduction: 'text',
  name: 'text',
  avatar: 'text',
  isTeamLeader: 'flag',
  isLeader: 'flag',
  vcc_menu_show: 'list',
  saleAgentId: 'number',
  mediaAgentId: 'number',
  saleAgentMode: 'number',
  saleAgentInfoStatus: 'number',
  bindWechatCode: 'text',
  qrcode: 'text',
  inviteCode: 'text',
};
/** One identity of the user's `roleList` (the identity switch). */
export const roleListShape: RecordShape = { adminId: 'number', roleName: 'text' };

const text = { required: true };
const captchaPair = { captcha: text, captchaKey: text };
const tokenAnswer = { answer: 'record', shape: { token: 'text' }, required: ['token'] } as const;

export const handWrittenAnswers: readonly HandWrittenAnswer[] = [
  {
    endpoint: authEndpoints.captcha,
    answer: 'record',
    shape: { key: 'text', image: 'text' },
    required: ['key', 'image'],
  },
  {
    endpoint: authEndpoints.login,
    ...tokenAnswer,
    sends: { username: text, password: text, ...captchaPair },
  },
  {
    endpoint: authEndpoints.loginByMail,
    ...tokenAnswer,
    sends: { email: text, code: text, ...captchaPair },
  },
  {
    endpoint: authEndpoints.mailCode,
    answer: 'not read',
    shape: {},
    sends: { email: text, type: { required: true, enum: ['login', 'forgetPwd'] } },
  },
  {
    endpoint: authEndpoints.switchAccount,
    ...tokenAnswer,
    sends: { token: text, adminId: { required: true, type: 'integer' } },
  },
  {
    endpoint: authEndpoints.userInfo,
    answer: 'record',
    shape: { ...userInfoShape, roleList: { storage: 'rows', of: roleListShape } },
    required: ['adminId', 'orgId'],
  },
  {
    endpoint: authEndpoints.setPassword,
    answer: 'not read',
    shape: {},
    sends: { oldPassword: text, password: text },
  },
  {
    endpoint: authEndpoints.forgotPassword,
    answer: 'not read',
    shape: {},
    sends: { email: text, code: text, password: text },
  },
  {
    endpoint: authEndpoints.logout,
    answer: 'not read',
    shape: {},
    sends: { userId: { type: 'integer' } },
  },
];
