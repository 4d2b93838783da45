import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerNavigator } from '@/ui/navigation';
import { session } from '@/auth/session';
import { loginRedirect } from '@/auth/loginRedirect';
import { screenEffects } from '@/app/screenEffects';

const navigate = vi.fn();
afterEach(() => {
  registerNavigator(null);
  navigate.mockReset();
  session.clear();
  window.history.replaceState(null, '', '/');
});

describe('a session ending on a mobile page', () => {
  it('stays on the page, which shows its own login, instead of going to the desktop /login', () => {
    expect(loginRedirect('expired', '/h5/client/payment?x=1')).toBe('/h5/client/payment?x=1');
    expect(loginRedirect('expired', '/client/list')).toBe(
      '/login?to=%2Fclient%2Flist&reason=expired',
    );
  });

  it('ends the session as an expired one, and navigates nowhere else', () => {
    window.history.replaceState(null, '', '/h5/todo/walletWarn');
    session.setToken('old');
    registerNavigator(navigate);
    screenEffects.endSession();
    expect(session.getToken()).toBeUndefined();
    expect(session.endReason()).toBe('expired');
    expect(navigate).toHaveBeenCalledWith('/h5/todo/walletWarn', { replace: true });
  });
});
