import '@ant-design/v5-patch-for-react-19';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// The declarations registered, as the app does at start-up.
import '@/app/declarations';
import { locationChanged, registerNavigator } from '@/ui/navigation';
import { loadUser } from '@/auth/userLoader';
import { session } from '@/auth/session';
import { adminApi, mainApi } from '@/data';
import { ApiError } from '@/data/apiError';
import { changeLanguage } from '@/i18n';
import { loginAs } from '../mocks/client';
import { setupDemoServer } from '../mocks/server';

setupDemoServer();
const navigate = vi.fn();

beforeEach(async () => {
  await changeLanguage('en');
  navigate.mockReset();
  registerNavigator(navigate);
});
afterEach(() => {
  registerNavigator(null);
  session.clear();
  document.body.innerHTML = '';
});

describe('error catalogue on screen', () => {
  it('opens the friendly reminder for admin code 600001, once, with the ways out the user may take', async () => {
    session.setToken(await loginAs('overdue'));
    await loadUser();
    const fail = () => adminApi.call('GET /siteSend/getUserSiteMessageList/admin').catch((e) => e);
    const error = await fail();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(600001);
    await fail();

    const user = userEvent.setup();
    const dialog = within(await screen.findByRole('dialog'));
    await fail();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(dialog.getAllByText('Friendly reminder').length).toBeGreaterThan(0);
    expect(dialog.getByText('Insufficient wallet balance')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Go to message centre' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Go to wallet top-up' }));
    expect(navigate).toHaveBeenCalledWith('/orgFinance/walletPay', undefined);
  });

  it('opens no reminder on the pages it leads to: its message shows as an error there', async () => {
    window.history.pushState({}, '', '/news/centre');
    try {
      session.setToken(await loginAs('overdue'));
      await loadUser();
      // The reseller in arrears' first look at its messages answers 600001.
      const error = await adminApi
        .call('GET /siteSend/getUserSiteMessageList/admin')
        .catch((e: unknown) => e);
      expect((error as ApiError).code).toBe(600001);
      expect(await screen.findByText('Insufficient wallet balance')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('offers a main-organisation user no wallet top-up, and closes when the page changes', async () => {
    session.setToken(await loginAs('admin'));
    await loadUser();
    const { openFriendlyReminder } = await import('@/app/friendlyReminder');
    openFriendlyReminder('Balance low');
    const dialog = within(await screen.findByRole('dialog'));
    // In Chinese: the main organisation's staff work in it, from the moment their info is loaded.
    expect(dialog.getByRole('button', { name: '去消息中心' })).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: '去钱包充值' })).toBeNull();
    locationChanged();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('ends the session on -201: token gone, /login with the page to return to', async () => {
    window.history.pushState({}, '', '/client/list?page=2');
    session.setToken('not-a-token');
    await expect(mainApi.call('GET /login/getAdminInfo')).rejects.toMatchObject({ code: -201 });
    expect(session.getToken()).toBeUndefined();
    expect(session.endReason()).toBe('expired');
    expect(navigate).toHaveBeenCalledWith('/login?to=%2Fclient%2Flist%3Fpage%3D2&reason=expired', {
      replace: true,
    });
    expect(await screen.findByText('login expired')).toBeInTheDocument();
  });
});
