import '@ant-design/v5-patch-for-react-19';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { remainingText } from '@/pages/finance/topUp/Countdown';
import UsdtDeposit from '@/pages/finance/topUp/UsdtDeposit';

const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);
const deposit = {
  id: 7,
  currency: 'USDT',
  status: 0,
  depositAddress: 'TXYZ1234567890abcdefghijkmnopqrstu',
  expireTime: NOW / 1000 + 3,
  confirmations: '10',
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('a USDT deposit’s panel', () => {
  it('counts down every second and says expired at 0, then stops', () => {
    render(<UsdtDeposit record={deposit} />);
    const countdown = screen.getByTestId('deposit-countdown');
    expect(countdown.textContent).toBe('00:03 left');
    act(() => vi.advanceTimersByTime(1000));
    expect(countdown.textContent).toBe('00:02 left');
    act(() => vi.advanceTimersByTime(2000));
    expect(countdown.textContent).toBe('Expired');
    expect(vi.getTimerCount()).toBe(0);
    expect(screen.getByTestId('deposit-confirmations').textContent).toBe('10 / 25');
  });

  it('shows nothing for a top-up without an address, and no countdown once settled', () => {
    const { container } = render(<UsdtDeposit record={{ ...deposit, depositAddress: null }} />);
    expect(container).toBeEmptyDOMElement();
    render(<UsdtDeposit record={{ ...deposit, status: 1, confirmations: 'x' }} />);
    expect(screen.queryByTestId('deposit-countdown')).toBeNull();
    expect(screen.getByTestId('deposit-confirmations').textContent).toBe('0 / 25');
  });

  it('writes the time left as minutes and seconds', () => {
    expect(remainingText(30 * 60 * 1000)).toBe('30:00');
    expect(remainingText(59_001)).toBe('01:00');
    expect(remainingText(-5)).toBe('00:00');
  });
});
