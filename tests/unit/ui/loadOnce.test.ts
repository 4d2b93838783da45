// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from '@/ui/loadOnce';

describe('a load run once', () => {
  it('shares one promise among its callers', async () => {
    const load = vi.fn(() => Promise.resolve('code'));
    const get = loadOnce(load);
    const [a, b] = [get(), get()];
    expect(a).toBe(b);
    expect(await a).toBe('code');
    expect(await get()).toBe('code');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failure, and keeps what then loads', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('code');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('offline');
    expect(await get()).toBe('code');
    expect(await get()).toBe('code');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
