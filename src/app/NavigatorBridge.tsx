import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { registerNavigator } from './navigation';

/** Lets the data layer navigate inside the single-page app (no full reload). */
export function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigator((to, options) => void navigate(to, options));
    return () => registerNavigator(null);
  }, [navigate]);
  return null;
}
