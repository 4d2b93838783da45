import { useCallback, useEffect, useState } from 'react';
import type { CaptchaPayload } from '@/data/contract';
import { sessionApi } from '../sessionApi';

export interface CaptchaState {
  captcha: CaptchaPayload | null;
  loading: boolean;
  refresh: () => void;
}

/** The graphic captcha: fetched on mount, fetched again on demand (it is single-use). */
export function useCaptcha(): CaptchaState {
  const [captcha, setCaptcha] = useState<CaptchaPayload | null>(null);
  const [loading, setLoading] = useState(true);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let alive = true;
    setLoading(true);
    sessionApi
      .captcha()
      .then((next) => alive && setCaptcha(next))
      .catch(() => alive && setCaptcha(null))
      .finally(() => alive && setLoading(false));
    return () => {
      alive = false;
    };
  }, [generation]);

  const refresh = useCallback(() => setGeneration((value) => value + 1), []);
  return { captcha, loading, refresh };
}
