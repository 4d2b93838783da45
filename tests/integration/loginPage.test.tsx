import '@ant-design/v5-patch-for-react-19';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { session } from '@/auth/session';
import { changeLanguage } from '@/i18n';
import { demoCaptchaAnswer } from '@demo-backend/captcha';
import { DEMO_MAIL_CODE } from '@demo-backend/mailCodes';
import { createDemoServer, resetDemoStore } from '@demo-backend/node';

const server = createDemoServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  resetDemoStore();
  session.clear();
  await changeLanguage('en');
  window.history.pushState({}, '', '/login');
});
afterEach(() => cleanup());

async function captchaAnswer(): Promise<string> {
  const button = await screen.findAllByTestId('captcha-image');
  await waitFor(() => expect(button[0].getAttribute('data-captcha-key')).not.toBe(''));
  return demoCaptchaAnswer(button[0].getAttribute('data-captcha-key')!);
}

const usernamePanel = () => document.querySelector('#login-username') as HTMLElement;

describe('login page against the demo backend', () => {
  it('shows translated messages for empty fields and calls nothing', async () => {
    const user = userEvent.setup();
    render(<App />);
    await screen.findByLabelText('Username');
    await user.click(within(usernamePanel()).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Username cannot be empty')).toBeInTheDocument();
    // The captcha's message comes through its outer form item, a render later.
    expect(await screen.findByText('Password cannot be empty')).toBeInTheDocument();
    expect(await screen.findByText('Verification code cannot be empty')).toBeInTheDocument();
    expect(session.getToken()).toBeUndefined();
  });

  it("shows the server's message for a wrong captcha and keeps the form filled in", async () => {
    const user = userEvent.setup();
    render(<App />);
    await screen.findByLabelText('Username');
    const form = within(usernamePanel());
    await user.type(form.getByLabelText('Username'), 'admin');
    await user.type(form.getByLabelText('Password'), 'demo123');
    await captchaAnswer();
    await user.type(form.getByLabelText('Verification code'), 'ZZZZ');
    await user.click(form.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Verification failed');
    expect(form.getByLabelText('Username')).toHaveValue('admin');
    expect(session.getToken()).toBeUndefined();
  });

  it('resets a forgotten password and says so on the login form, in an alert of its own', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    const form = within(document.querySelector('#forgot-password') as HTMLElement);
    await user.type(form.getByLabelText('Email'), 'financier@demo.adconsole.test');
    await user.click(form.getByRole('button', { name: 'Send code' }));
    await form.findByRole('button', { name: /Resend in \d+s/ });
    await user.type(form.getByLabelText('Email code'), DEMO_MAIL_CODE);
    await user.type(form.getByLabelText('New password'), 'new-secret');
    await user.type(form.getByLabelText('Confirm password'), 'new-secret');
    await user.click(form.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password has been reset; please log in',
    );
    // Back on the login form, by email, with the address filled in.
    const mail = document.querySelector('#login-mail') as HTMLElement;
    expect(within(mail).getByLabelText('Email')).toHaveValue('financier@demo.adconsole.test');
  });

  it('logs in with a trimmed username and opens the dashboard', async () => {
    const user = userEvent.setup();
    render(<App />);
    await screen.findByLabelText('Username');
    const form = within(usernamePanel());
    await user.type(form.getByLabelText('Username'), '  bd  ');
    await user.type(form.getByLabelText('Password'), 'demo123');
    await user.type(form.getByLabelText('Verification code'), await captchaAnswer());
    await user.click(form.getByRole('button', { name: 'Log in' }));
    // A main-organisation user: the console switches to Chinese.
    expect(await screen.findByText('欢迎，李晨')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard');
    expect(session.getUser()?.roles).toEqual(['BD']);
  });
});
