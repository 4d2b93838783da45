import { setDetailPage } from '@/engine/detailRoute';
import { registerDeclarations } from '../../resources';

// The declarations of resources/ go into the engine's registry as the app starts: imported first
// by the app's modules that read it, so every reader finds them there.
setDetailPage(() => import('@/scaffolds/detail/ResourceDetailPage'));
registerDeclarations();
