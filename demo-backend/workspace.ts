/**
 * A request to the HTTP demo API carrying this header is answered from a store of its own, seeded
 * on its first request (demo-backend/httpAdapter.ts): the end-to-end tests give each browser context
 * one, so tests running side by side against one server never see each other's changes, as each
 * tab of the browser demo has a store of its own.
 */
export const DEMO_WORKSPACE_HEADER = 'x-demo-workspace';
