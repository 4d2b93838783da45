import { useSyncExternalStore } from 'react';
import { session } from './session';

export function useSessionUser() {
  return useSyncExternalStore(session.subscribe, session.getUser, session.getUser);
}

export function useSessionToken() {
  return useSyncExternalStore(session.subscribe, session.getToken, session.getToken);
}
