import '@ant-design/v5-patch-for-react-19';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/i18n';
import { showMessage, withFeedback } from '@/ui/feedback';
import { FeedbackBridge } from '@/ui/FeedbackBridge';

afterEach(async () => {
  cleanup();
  document.body.innerHTML = '';
  await changeLanguage('en');
});

describe('feedback for code outside React', () => {
  it("goes through the console's App while it is mounted", async () => {
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <App message={{ top: 123 }}>
          <FeedbackBridge />
        </App>
      </ConfigProvider>,
    );
    act(() => showMessage('success', 'Saved'));
    const toast = await screen.findByText('Saved');
    // The console's App shows it (its own message settings), not a standalone one.
    expect(toast.closest<HTMLElement>('.ant-message')?.style.top).toBe('123px');
  });

  it('before any console is mounted, shows it all the same, dialogs in the interface language', async () => {
    await changeLanguage('cn');
    act(() => showMessage('error', '出错了'));
    expect(await screen.findByText('出错了')).toBeInTheDocument();
    act(() => withFeedback(({ modal }) => void modal.confirm({ title: '确定要重置吗？' })));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('确定要重置吗？');
    // antd's Chinese OK and Cancel (it spaces two-character button texts).
    expect(within(dialog).getByRole('button', { name: /确\s?定/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /取\s?消/ })).toBeInTheDocument();
  });

  it('is shown again after the page was emptied (a fresh standalone App)', async () => {
    act(() => showMessage('info', 'Once more'));
    expect(await screen.findByText('Once more')).toBeInTheDocument();
  });
});
