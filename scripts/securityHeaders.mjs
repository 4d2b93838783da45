// The headers the console's pages are served with: the e2e suite's server and `npm run serve:dist`
// send them, and docs/deploying.md "Headers" gives them for a reverse proxy.
// No 'unsafe-inline' and no 'unsafe-eval': index.html has no inline script or style, and antd's
// run-time styles are constructed stylesheets (src/ui/runtimeStyles.ts), which CSP allows.

/** The Content-Security-Policy for a build whose API is on the same origin. */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  // The favicon is a data: URL; previews of chosen files are blob: URLs.
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const securityHeaders = {
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // frame-ancestors for browsers that predate it.
  'X-Frame-Options': 'DENY',
};
