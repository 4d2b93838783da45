import { setDetailPage } from '@/engine/detailRoute';
import { registerDeclarations } from '../../resources';
import { resourceDetailPage } from './detailPage';

// The declarations of resources/ go into the engine's default registry as the app starts: imported
// first by the app's modules that read it, so every reader finds them there.
setDetailPage(resourceDetailPage);
registerDeclarations();
