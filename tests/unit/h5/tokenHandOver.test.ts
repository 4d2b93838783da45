// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { takeTokenFromAddress } from '@/h5/tokenHandOver';

function addressAt(href: string, current?: string) {
  const history = { state: { key: 'k' }, replaceState: vi.fn() };
  const save = vi.fn();
  const handOver = takeTokenFromAddress(current, save, { href }, history);
  return { handOver, save, history };
}

describe('the token handed to a mobile page in its address', () => {
  it('becomes the session when none is open, and leaves the address, other params kept', () => {
    const { handOver, save, history } = addressAt(
      'https://console.test/h5/todo/walletWarn?lang=en&token=abc.123#top',
    );
    expect(handOver).toEqual({ kind: 'taken' });
    expect(save).toHaveBeenCalledWith('abc.123');
    expect(history.replaceState).toHaveBeenCalledWith(
      { key: 'k' },
      '',
      '/h5/todo/walletWarn?lang=en#top',
    );
  });

  it('never replaces another open session: it leaves the address, and the user is asked', () => {
    const { handOver, save, history } = addressAt(
      'https://console.test/h5/todo/walletWarn?token=someone.else',
      'mine.1',
    );
    expect(handOver).toEqual({ kind: 'ask', token: 'someone.else' });
    expect(save).not.toHaveBeenCalled();
    expect(history.replaceState).toHaveBeenCalledWith({ key: 'k' }, '', '/h5/todo/walletWarn');
  });

  it('takes the open session’s own token as nothing new', () => {
    const { handOver, save } = addressAt('https://console.test/h5/?token=mine.1', 'mine.1');
    expect(handOver).toEqual({ kind: 'none' });
    expect(save).not.toHaveBeenCalled();
  });

  it('leaves an address without a token alone', () => {
    const { handOver, save, history } = addressAt('https://console.test/h5/client/bill?page=2');
    expect(handOver).toEqual({ kind: 'none' });
    expect(save).not.toHaveBeenCalled();
    expect(history.replaceState).not.toHaveBeenCalled();
  });

  it('removes an empty token without taking it', () => {
    const { handOver, save, history } = addressAt('https://console.test/h5/client/bill?token=%20');
    expect(handOver).toEqual({ kind: 'none' });
    expect(save).not.toHaveBeenCalled();
    expect(history.replaceState).toHaveBeenCalledWith({ key: 'k' }, '', '/h5/client/bill');
  });
});
