import type { Language, UserInfo } from '@/data/contract';

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

export function canSwitchLanguage(user: UserInfo | null): boolean {
  return forcedLanguage(user) === null;
}
