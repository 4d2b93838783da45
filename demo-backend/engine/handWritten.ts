import { authEndpoints, parseEndpoint, type Service } from '@/demoBackendSurface';

/** The key of an endpoint path of a service: 'main /options/currency'. */
export function endpointKey(service: Service, path: string): string {
  return `${service} ${path}`;
}

/**
 * Endpoints served by hand-written handlers even when a declaration names them: the generator
 * skips these. Add a path here when you write a handler that must win over the generated one.
 */
export const handWrittenEndpoints: ReadonlySet<string> = new Set([
  ...Object.values(authEndpoints).map((spec) => endpointKey('main', parseEndpoint(spec).path)),
  endpointKey('main', '/options/currency'),
  endpointKey('main', '/media/platformList'),
  endpointKey('main', '/client/listByKeyword'),
  endpointKey('main', '/saleAgent/detail'),
  endpointKey('main', '/saleAgent/edit'),
  endpointKey('main', '/admin/user/listV2'),
  endpointKey('main', '/admin/user/roleList'),
  endpointKey('main', '/actionLog/list'),
  endpointKey('main', '/work/todo/count'),
  endpointKey('main', '/risk/details'),
  endpointKey('admin', '/siteSend/getUnReadSiteMessageCount/admin'),
  endpointKey('admin', '/siteSend/updateReadOrDel'),
]);
