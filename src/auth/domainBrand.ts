import { orgBrandShape } from '@/data/handWrittenReads';
import { normaliseRecord } from '@/data/normalise';
import { safeUrl } from '@/ui/addresses';

/** The brand the login page shows in place of the product's: a name, and a logo if it is safe. */
export interface DomainBrand {
  name: string;
  /** An http(s) address, or null: no other address is ever made an image. */
  logo: string | null;
}

/**
 * The answer of `GET /org/getInfoByDomain` as the login page relies on it, read like any record:
 * a brand when it names an organisation, else null (no organisation at that domain, or an answer
 * that is not one), and the product's own brand is shown.
 */
export function readDomainBrand(raw: unknown): DomainBrand | null {
  const org = normaliseRecord(orgBrandShape, raw);
  const name = typeof org?.orgName === 'string' ? org.orgName.trim() : '';
  return name ? { name, logo: safeUrl(org?.orgLogo) } : null;
}
