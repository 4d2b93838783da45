import '@ant-design/v5-patch-for-react-19';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/App';
import { screenEffects } from '@/app/screenEffects';
import { session } from '@/auth/session';
import { changeLanguage } from '@/i18n';
import { demoCaptchaAnswer } from '@demo-backend/captcha';
import { createDemoServer, resetDemoStore } from '@demo-backend/node';

// Issue 39: on /login a wrong password is said once (above the form, not also in a toast), and
// asking for a mail code says it was sent.
const server = createDemoServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  resetDemoStore();
  session.clear();
  await changeLanguage('en');
  window.history.pushState({}, '', '/login');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function captchaAnswer(): Promise<string> {
  const button = await screen.findAllByTestId('captcha-image');
  await waitFor(() => expect(button[0].getAttribute('data-captcha-key')).not.toBe(''));
  return demoCaptchaAnswer(button[0].getAttribute('data-captcha-key')!);
}

describe('the login page says each outcome once, where the user looks', () => {
  it('reports a wrong password in its alert only, with no toast besides', async () => {
    const toast = vi.spyOn(screenEffects, 'toast');
    const user = userEvent.setup();
    render(<App />);
    await screen.findByLabelText('Username');
    const form = within(document.querySelector('#login-username') as HTMLElement);
    await user.type(form.getByLabelText('Username'), 'admin');
    await user.type(form.getByLabelText('Password'), 'wrong-password');
    await user.type(form.getByLabelText('Verification code'), await captchaAnswer());
    await user.click(form.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toBe('');
    // The data layer shows a toast at once as it reads a refusal: none was asked for.
    expect(toast).not.toHaveBeenCalled();
    expect(screen.getAllByText(alert.textContent!)).toHaveLength(1);
    expect(session.getToken()).toBeUndefined();
  });

  it('says a mail code was sent, and to which address', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(await screen.findByText('Email login'));
    const form = within(document.querySelector('#login-mail') as HTMLElement);
    await user.type(form.getByLabelText('Email'), 'financier@demo.adconsole.test');
    await user.click(form.getByRole('button', { name: 'Send code' }));
    await form.findByRole('button', { name: /Resend in \d+s/ });
    expect(
      form.getByText('A code has been sent to financier@demo.adconsole.test. Check your inbox.'),
    ).toBeVisible();
  });
});
