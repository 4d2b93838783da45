import { apis } from './clients';
import { createDataProvider } from './dataProvider';
import { resourceEndpoints } from './resourceRegistry';

export const dataProvider = createDataProvider(apis, resourceEndpoints);
export { apis, mainApi, adminApi, catalogue } from './clients';
