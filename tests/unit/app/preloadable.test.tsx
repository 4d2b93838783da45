import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from '@/app/preloadable';

const page = (text: string) => ({
  default: ({ who }: { who: string }) => <p>{`${text} ${who}`}</p>,
});

describe('preloadable components', () => {
  it('render at once, without a fallback, once their code is preloaded', async () => {
    const load = vi.fn(async () => page('hello'));
    const Page = preloadable(load);
    await Page.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page who="admin" />
      </Suspense>,
    );
    // No await: the first render already shows the page.
    expect(screen.getByText('hello admin')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('load when first rendered otherwise, once however often asked', async () => {
    const load = vi.fn(async () => page('later'));
    const Page = preloadable(load);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page who="bd" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('later bd')).toBeInTheDocument();
    await act(() => Page.preload());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('try again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<ReturnType<typeof page>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(page('back'));
    const Page = preloadable(load);
    await expect(Page.preload()).rejects.toThrow('offline');
    await expect(Page.preload()).resolves.toBeDefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
