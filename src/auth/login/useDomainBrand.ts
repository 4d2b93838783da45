import { useEffect, useState } from 'react';
import type { DomainBrand } from '../domainBrand';
import { sessionApi } from '../sessionApi';

/** How long the login page keeps its brand hidden for the domain's answer (a slow network). */
export const BRAND_WAIT_MS = 1500;

/**
 * The brand of the organisation whose domain the login page is on, asked once with the page's
 * host name: undefined while asked, null for the product's own brand (an unknown domain, a failed
 * call or an answer that is not a brand; the call is quiet, so none of them says anything). An
 * answer slower than BRAND_WAIT_MS shows the product's brand meanwhile, and still applies.
 */
export function useDomainBrand(): DomainBrand | null | undefined {
  const [brand, setBrand] = useState<DomainBrand | null | undefined>(undefined);
  useEffect(() => {
    let alive = true;
    const timer = setTimeout(
      () => setBrand((shown) => (shown === undefined ? null : shown)),
      BRAND_WAIT_MS,
    );
    sessionApi.orgByDomain(window.location.hostname).then(
      (found) => alive && setBrand(found),
      () => alive && setBrand((shown) => shown ?? null),
    );
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, []);
  return brand;
}
