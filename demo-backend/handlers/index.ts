import { allResources } from '../../resources';
import { generateHandlers } from '../engine';
import { actionLogHandlers } from './actionLog';
import { cardPaymentHandlers } from './cardPayments';
import { clientListHandlers, clientSearchHandlers } from './clients';
import { dashboardHandlers } from './dashboard';
import { uploadHandlers } from './upload';
import { fallbackHandlers } from './fallback';
import { loginHandlers } from './login';
import { mediaHandlers } from './media';
import { mediaAgentListHandlers, mediaAgentSearchHandlers } from './mediaAgents';
import { memberHandlers } from './members';
import { optionHandlers } from './options';
import { orgByDomainHandlers, orgHandlers, orgSearchHandlers } from './orgs';
import { posterHandlers } from './posters';
import { riskHandlers } from './risk';
import { saleAgentHandlers, saleAgentListHandlers } from './saleAgents';
import { sessionHandlers } from './session';
import { siteMessageHandlers } from './siteMessages';
import { workTodoHandlers } from './workTodo';

/** Served by hand whatever the declarations say (their paths are in engine/handWritten.ts). */
const handWrittenHandlers = [
  ...loginHandlers,
  ...sessionHandlers,
  ...siteMessageHandlers,
  ...optionHandlers,
  ...mediaHandlers,
  ...clientSearchHandlers,
  ...mediaAgentSearchHandlers,
  ...orgSearchHandlers,
  ...orgByDomainHandlers,
  ...saleAgentHandlers,
  ...memberHandlers,
  ...dashboardHandlers,
  ...posterHandlers,
  ...uploadHandlers,
  ...actionLogHandlers,
  ...workTodoHandlers,
  ...riskHandlers,
  ...cardPaymentHandlers,
];

/**
 * Stand-ins for resources not declared yet. They come after the generated handlers, so once a
 * declaration names the same endpoint the generated handler answers and these can go.
 */
const untilDeclaredHandlers = [
  ...clientListHandlers,
  ...orgHandlers,
  ...saleAgentListHandlers,
  ...mediaAgentListHandlers,
];

/** Every handler of the demo backend, for MSW in the browser, msw/node and the Node server. */
export const handlers = [
  ...handWrittenHandlers,
  ...generateHandlers(allResources),
  ...untilDeclaredHandlers,
  ...fallbackHandlers,
];
