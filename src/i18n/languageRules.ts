import type { Language, UserInfo } from '@/data/contract';
import { storedLanguage } from './language';

/**
 * SPEC §1: users of the main organisation (orgId 1) work in Chinese; a user whose only role is
 * mediaAgent works in English; everyone else chooses.
 */
export function forcedLanguage(user: UserInfo | null): Language | null {
  if (!user) return null;
  if (user.orgId === 1 && !isOnlyMediaAgent(user)) return 'cn';
  if (isOnlyMediaAgent(user)) return 'en';
  return null;
}

function isOnlyMediaAgent(user: UserInfo): boolean {
  return user.roles.length > 0 && user.roles.every((role) => role === 'mediaAgent');
}

/**
 * The language the console is shown in: the user's forced language, else the remembered choice,
 * else the browser's. A forced language does not replace the choice, which comes back after
 * logout.
 */
export function languageFor(user: UserInfo | null): Language {
  return forcedLanguage(user) ?? storedLanguage();
}

export function canSwitchLanguage(user: UserInfo | null): boolean {
  return forcedLanguage(user) === null;
}
