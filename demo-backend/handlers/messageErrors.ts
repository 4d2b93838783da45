import type { DemoError } from './errors';

/**
 * Site messages' codes (1087x, demo-backend/engine/siteMessages.ts): recipients checked as the
 * message is written, publication, the reader's read-or-delete and the blacklist. Part of
 * `demoErrors` (errors.ts). A writer reviewing its own message is refused by the rights
 * (src/access/rules.ts), 10015.
 */
export const messageErrors = {
  blacklistedRecipient: {
    code: 10870,
    en: 'Recipient {value} is on the message blacklist',
    cn: '接收对象 {value} 已列入消息黑名单',
  },
  recipientFormat: {
    code: 10871,
    en: 'Recipient {value} is not an organisation, role or person key',
    cn: '接收对象 {value} 不是组织、角色或人员',
  },
  unknownRecipient: {
    code: 10872,
    en: 'Recipient {value} is not in the recipient tree',
    cn: '接收对象 {value} 不在可选范围内',
  },
  nobodyToReceive: {
    code: 10874,
    en: 'Every recipient of this message is on the blacklist',
    cn: '该消息的接收对象均在黑名单中',
  },
  noReadItems: {
    code: 10875,
    en: 'Choose at least one message',
    cn: '请至少选择一条消息',
  },
  notYourMessage: {
    code: 10876,
    en: 'Message {value} is not one you received',
    cn: '消息 {value} 不是您收到的消息',
  },
  readStatusUnknown: {
    code: 10877,
    en: 'status must be 1 (read) or 2 (delete)',
    cn: 'status 须为 1（已读）或 2（删除）',
  },
  envMismatch: {
    code: 10878,
    en: 'Message {value} was not delivered to {env}',
    cn: '消息 {value} 未投递到 {env}',
  },
  alreadyBlacklisted: {
    code: 10879,
    en: '{value} is already on the blacklist',
    cn: '{value} 已在黑名单中',
  },
} as const satisfies Record<string, DemoError>;
