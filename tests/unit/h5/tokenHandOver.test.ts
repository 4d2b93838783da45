// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { takeTokenFromAddress } from '@/h5/tokenHandOver';

function addressAt(href: string) {
  const history = { state: { key: 'k' }, replaceState: vi.fn() };
  const save = vi.fn();
  const taken = takeTokenFromAddress(save, { href }, history);
  return { taken, save, history };
}

describe('the token handed to a mobile page in its address', () => {
  it('becomes the session and leaves the address, other params kept', () => {
    const { taken, save, history } = addressAt(
      'https://console.test/h5/todo/walletWarn?lang=en&token=abc.123#top',
    );
    expect(taken).toBe(true);
    expect(save).toHaveBeenCalledWith('abc.123');
    expect(history.replaceState).toHaveBeenCalledWith(
      { key: 'k' },
      '',
      '/h5/todo/walletWarn?lang=en#top',
    );
  });

  it('leaves an address without a token alone', () => {
    const { taken, save, history } = addressAt('https://console.test/h5/client/bill?page=2');
    expect(taken).toBe(false);
    expect(save).not.toHaveBeenCalled();
    expect(history.replaceState).not.toHaveBeenCalled();
  });

  it('removes an empty token without taking it', () => {
    const { taken, save, history } = addressAt('https://console.test/h5/client/bill?token=%20');
    expect(taken).toBe(false);
    expect(save).not.toHaveBeenCalled();
    expect(history.replaceState).toHaveBeenCalledWith({ key: 'k' }, '', '/h5/client/bill');
  });
});
