import { ApiError } from '@/data/apiError';
import type { UserInfo } from '@/data/contract';
import { roleListShape, userInfoShape } from '@/data/handWrittenAnswers';
import { isPlainObject, normaliseRecord } from '@/data/normalise';
import { t } from '@/i18n';

/**
 * The user info as the console relies on it: ids as numbers (numeric text accepted), lists as
 * lists, texts as text. Without a user id or an organisation id nobody can say what the user may
 * do: that answer is refused as malformed (the session stays; only the session codes end it).
 */
export function readUserInfo(raw: unknown): UserInfo {
  const info = normaliseRecord(userInfoShape, raw);
  const adminId = info?.adminId;
  const orgId = info?.orgId;
  if (!info || typeof adminId !== 'number' || typeof orgId !== 'number') {
    throw new ApiError({ message: t('errors.malformed'), service: 'main', kind: 'malformed' });
  }
  const roleList = (Array.isArray(info.roleList) ? info.roleList : [])
    .map((item) => normaliseRecord(roleListShape, item))
    .filter(
      (item): item is { adminId: number; roleName: string } =>
        typeof item?.adminId === 'number' && typeof item.roleName === 'string',
    );
  return {
    ...info,
    adminId,
    orgId,
    orgName: typeof info.orgName === 'string' ? info.orgName : '',
    name: typeof info.name === 'string' ? info.name : '',
    adminRole: typeof info.adminRole === 'number' ? info.adminRole : 0,
    roles: (info.roles as string[] | undefined) ?? [],
    roleList,
    vipInfo: isPlainObject(info.vipInfo) ? info.vipInfo : undefined,
  } as UserInfo;
}
