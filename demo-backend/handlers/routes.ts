import { baseUrls, type Service } from '@/demoBackendSurface';

/** The path part of a service base, without trailing slash: '/api', or '/v1' of 'https://x/v1/'. */
export function basePath(service: Service): string {
  const base = baseUrls[service];
  const path = /^[a-z][a-z\d+.-]*:\/\//i.test(base) ? new URL(base).pathname : base;
  return path.replace(/\/+$/, '');
}

/** An MSW pattern for a path of a service, on any origin (browser, vitest, Node server alike). */
export function apiPath(service: Service, path: string): string {
  return `*${basePath(service)}${path}`;
}

/** Where the demo serves files, as a file server or CDN would: plain http(s) addresses. */
export const DEMO_FILES_PATH = '/common/file';

/** The address of a demo file, relative to the page (`/api/common/file/<name>`). */
export function demoFileUrl(name: string): string {
  return `${basePath('main')}${DEMO_FILES_PATH}/${encodeURIComponent(name)}`;
}
