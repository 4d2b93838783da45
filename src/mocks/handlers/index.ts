import { clientHandlers } from './clients';
import { currencyHandlers } from './currencies';
import { fallbackHandlers } from './fallback';
import { loginHandlers } from './login';
import { mediaHandlers } from './media';
import { orgHandlers } from './orgs';
import { saleAgentHandlers } from './saleAgents';
import { sessionHandlers } from './session';
import { siteMessageHandlers } from './siteMessages';

/** Every handler of the demo backend, for MSW in the browser, msw/node and the Node server. */
export const handlers = [
  ...loginHandlers,
  ...sessionHandlers,
  ...siteMessageHandlers,
  ...currencyHandlers,
  ...mediaHandlers,
  ...orgHandlers,
  ...clientHandlers,
  ...saleAgentHandlers,
  ...fallbackHandlers,
];
