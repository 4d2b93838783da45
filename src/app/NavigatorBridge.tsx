import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { locationChanged, registerNavigator } from '../ui/navigation';

/**
 * Lets the data layer navigate inside the single-page app (no full reload), and hear when the
 * location changes.
 */
export function NavigatorBridge() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const last = useRef(pathname + search);
  useEffect(() => {
    if (last.current === pathname + search) return;
    last.current = pathname + search;
    locationChanged();
  }, [pathname, search]);
  useEffect(() => {
    registerNavigator((to, options) => void navigate(to, options));
    return () => registerNavigator(null);
  }, [navigate]);
  return null;
}
