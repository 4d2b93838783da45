// More modes of the misbehaving backend (scripts/misbehavingBackend.mjs), each one hostile answer
// of issue #40's review: rows without a usable id, the user info refused by the server, failures
// before the texts have loaded, a slow list left early, a session ended on the dashboard, a
// business error whose message is no text. Checked by tests/e2e/resilience.hostile.e2e.ts.

const userInfoPath = /\/login\/getAdminInfo$/;
const isClientList = (path) => /^\/api\/client\/list$/.test(path);
const isDashboardCall = (path) => /^\/api\/dashboard\//.test(path);
const isListCall = (path) => /\/(list|List)[^/]*$|List\w*$/.test(path) || path.endsWith('/list');

/** The client list's answers held until `releaseHeld()` (a slow network, without a clock). */
const held = new Set();
export function releaseHeld() {
  for (const release of held) release();
  held.clear();
}

export const hostileModes = {
  /**
   * Lists whose first row has no id at all and whose second has ids that are words: the other
   * rows must still show.
   */
  rowIds: {
    answer(envelope) {
      const list = envelope?.data?.list;
      if (!Array.isArray(list) || list.length < 3) return envelope;
      const isId = (key) => /^(id|\w+Id)$/.test(key);
      const [first, second] = list;
      for (const key of Object.keys(first ?? {})) if (isId(key)) delete first[key];
      for (const key of Object.keys(second ?? {})) {
        if (isId(key)) second[key] = `id-${String(second[key])}`;
      }
      return envelope;
    },
  },
  /** The user info answered by a server error (HTTP 500, a gateway's page). */
  userInfo500: {
    intercept: ({ path }) =>
      userInfoPath.test(path)
        ? {
            status: 500,
            type: 'text/html',
            body: '<html><body>500 Internal Server Error</body></html>',
          }
        : null,
  },
  /** The dashboard's own calls refused by the server with no message of its own. */
  dashboardRefused: {
    intercept: ({ path }) =>
      isDashboardCall(path) ? { json: { code: 50020, msg: '', data: null } } : null,
  },
  /** The dashboard's own calls answer that the session has ended. */
  dashboardSessionEnd: {
    intercept: ({ path }) =>
      isDashboardCall(path) ? { json: { code: -201, msg: 'token expired', data: null } } : null,
  },
  /** Lists and the dashboard refused with a business code whose message is a list. */
  msgArray: {
    intercept: ({ path }) =>
      isListCall(path) || isDashboardCall(path)
        ? { json: { code: 10001, msg: ['bad'], data: null } }
        : null,
  },
  /** The client list answers only once released (`releaseHeld`). */
  slowClientList: {
    wait: ({ path }) =>
      isClientList(path) ? new Promise((resolve) => held.add(resolve)) : undefined,
  },
};
