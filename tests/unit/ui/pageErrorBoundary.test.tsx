import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from '@/app/preloadable';
import { i18n } from '@/i18n';
import { PageErrorBoundary } from '@/ui/PageErrorBoundary';

const page = (text: string) => ({ default: () => <p>{text}</p> });

function renderPage(Page: ReturnType<typeof preloadable>) {
  render(
    <PageErrorBoundary resetKey="/client/list">
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>
    </PageErrorBoundary>,
  );
}

describe('a page that fails to draw', () => {
  it('offline (its code not fetched): names the network, and draws by itself once back online', async () => {
    let online = false;
    const load = vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module: /x.js');
      return page('the clients');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(preloadable(load));

    expect(await screen.findByText(i18n.t('errors.offlineTitle'))).toBeInTheDocument();
    expect(screen.getByText(i18n.t('errors.offline'))).toBeInTheDocument();
    expect(screen.queryByText(i18n.t('errors.page'))).toBeNull();

    const tries = load.mock.calls.length;
    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('the clients')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(tries + 1);
    vi.mocked(console.error).mockRestore();
  });

  it('for another reason: blames what the server sent, and waits for a retry', async () => {
    const Broken = () => {
      throw new Error('x.map is not a function');
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <PageErrorBoundary resetKey="/client/list">
        <Broken />
      </PageErrorBoundary>,
    );
    expect(screen.getByText(i18n.t('errors.page'))).toBeInTheDocument();
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByText(i18n.t('errors.page'))).toBeInTheDocument();
    vi.mocked(console.error).mockRestore();
  });
});
