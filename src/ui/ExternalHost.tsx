import { checkAddress } from './addresses';

/**
 * Beside a link from data that leads to another site, that site's host as the browser reads it
 * (punycode: a look-alike name shows what it is); nothing for the console's own pages.
 */
export function ExternalHost({ url }: { url: string }) {
  const address = checkAddress(url);
  return address?.external ? <span className="external-host"> ↗ {address.host}</span> : null;
}
