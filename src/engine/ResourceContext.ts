import { createContext, useContext } from 'react';
import type { ResourceDef } from './types';

/** The resource of the page being shown. */
export const ResourceContext = createContext<ResourceDef | null>(null);

export function useResource(): ResourceDef {
  const resource = useContext(ResourceContext);
  if (!resource) throw new Error('useResource() outside a resource route');
  return resource;
}
