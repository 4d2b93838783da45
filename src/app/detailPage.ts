import type { PageLoader } from '@/engine/types';

/** The page every declared detail route shows, loaded when one is opened. */
export const resourceDetailPage: PageLoader = () => import('@/scaffolds/detail/ResourceDetailPage');
