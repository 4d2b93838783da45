import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/useTranslation';

const SECOND = 1000;

/** "mm:ss" from a number of milliseconds left. */
export function remainingText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / SECOND));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The time left until an instant, ticking every second; "expired" once it has passed. */
export function Countdown({ until }: { until: number }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const left = until - now;
  const over = left <= 0;
  useEffect(() => {
    if (over) return;
    const timer = setInterval(() => setNow(Date.now()), SECOND);
    return () => clearInterval(timer);
  }, [over]);
  return (
    <span data-testid="deposit-countdown" role="timer" aria-live="off">
      {over
        ? t('orgFinanceGuide.deposit.expired')
        : t('orgFinanceGuide.deposit.left', { time: remainingText(left) })}
    </span>
  );
}
