import { useEffect, useState } from 'react';

/** Finance warning countdown per item (SPEC §5, §9). */
export const RISK_READ_COUNTDOWN_SECONDS = 5;

/**
 * The whole seconds left of a countdown started when the component mounts, down to 0. Measured
 * against the clock, not counted in ticks: a throttled background tab does not stretch it.
 */
export function useCountdown(seconds: number): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const deadline = Date.now() + seconds * 1000;
    const tick = () => {
      const remaining = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) window.clearInterval(timer);
    };
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [seconds]);
  return left;
}
