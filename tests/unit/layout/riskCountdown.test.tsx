import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { poppedWarnings } from '@/layout/riskPopup/riskPopupApi';
import { RISK_READ_COUNTDOWN_SECONDS, useCountdown } from '@/layout/riskPopup/useCountdown';

function Countdown() {
  const left = useCountdown(RISK_READ_COUNTDOWN_SECONDS);
  return (
    <button type="button" disabled={left > 0}>
      {left > 0 ? `read in ${left}` : 'read'}
    </button>
  );
}

describe('the risk warning countdown (SPEC §5, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps "read" disabled for 5 seconds, counting down each second, then enables it', () => {
    render(<Countdown />);
    const button = screen.getByRole('button');
    expect(RISK_READ_COUNTDOWN_SECONDS).toBe(5);
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('read in 5');
    act(() => vi.advanceTimersByTime(1000));
    expect(button).toHaveTextContent('read in 4');
    act(() => vi.advanceTimersByTime(3000));
    expect(button).toHaveTextContent('read in 1');
    expect(button).toBeDisabled();
    act(() => vi.advanceTimersByTime(999));
    expect(button).toBeDisabled();
    act(() => vi.advanceTimersByTime(1));
    expect(button).toBeEnabled();
    expect(button).toHaveTextContent(/^read$/);
  });
});

describe('the popup answer, read defensively', () => {
  it('keeps the records with an id, as text, from a list or { list }', () => {
    expect(
      poppedWarnings([{ id: 3, title: 'T', content: null }, null, { title: 'no id' }]),
    ).toEqual([{ id: '3', title: 'T', content: '' }]);
    expect(poppedWarnings({ list: [{ id: '7', title: 5 }] })).toEqual([
      { id: '7', title: '5', content: '' },
    ]);
    expect(poppedWarnings('oops')).toEqual([]);
    expect(poppedWarnings(null)).toEqual([]);
  });
});
