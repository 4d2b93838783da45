import { useEffect, useState } from 'react';
import type { DomainBrand } from '../domainBrand';
import { sessionApi } from '../sessionApi';

/**
 * The brand of the organisation whose domain the login page is on, asked once with the page's
 * host name: undefined while asked, null for the product's own brand (an unknown domain, a failed
 * call or an answer that is not a brand; the call is quiet, so none of them says anything).
 */
export function useDomainBrand(): DomainBrand | null | undefined {
  const [brand, setBrand] = useState<DomainBrand | null | undefined>(undefined);
  useEffect(() => {
    let alive = true;
    sessionApi.orgByDomain(window.location.hostname).then(
      (found) => alive && setBrand(found),
      () => alive && setBrand(null),
    );
    return () => {
      alive = false;
    };
  }, []);
  return brand;
}
