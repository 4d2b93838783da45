import type { ResourceDef } from '@/engine/types';
import { dashboard, profile, saleAgentInfo } from './home';
import { adminUser, media, mediaPlatformList } from './members';
import { currency } from './option';

/** The registry of every screen: one declaration per route. */
export const allResources: readonly ResourceDef[] = [
  dashboard,
  profile,
  saleAgentInfo,
  media,
  mediaPlatformList,
  adminUser,
  currency,
];
