import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readDomainBrand } from '@/auth/domainBrand';
import FormattedText from '@/pages/news/FormattedText';
import FileLinks from '@/scaffolds/fields/FileLinks';
import { checkAddress, safeUrl, safeUrls } from '@/ui/addresses';
import { EXTERNAL, REFUSED, SAME_ORIGIN } from '../../support/linkBypasses';

const page = window.location.origin;

/** Every link and image the markup holds leads to the console, or to a host it names as external. */
function offSiteTargets(container: HTMLElement): string[] {
  const targets = [
    ...[...container.querySelectorAll('a')].map((link) => link.getAttribute('href')),
    ...[...container.querySelectorAll('img')].map((image) => image.getAttribute('src')),
  ];
  return targets.filter((target): target is string => {
    if (target === null) return false;
    const url = new URL(target, page);
    return url.origin !== page && !container.textContent?.includes(url.host);
  });
}

describe('addresses from data, checked one way (issue #40 point 1)', () => {
  it.each(REFUSED)('refuses %j', (address) => {
    expect(checkAddress(address)).toBeNull();
    expect(safeUrl(address)).toBeNull();
    expect(safeUrls([address])).toEqual([]);
    expect(readDomainBrand({ orgName: 'Org', orgLogo: address })?.logo).toBeNull();
  });

  it.each(EXTERNAL)('keeps %j only as another site, %s', (address, host) => {
    expect(checkAddress(address)).toMatchObject({ external: true, host });
  });

  it.each(SAME_ORIGIN)('keeps %j as a page of the console', (address) => {
    expect(checkAddress(address)).toMatchObject({ external: false, host: window.location.host });
  });

  it('never draws an off-site link or image it does not name, wherever data becomes one', () => {
    const all = [...REFUSED, ...EXTERNAL.map(([address]) => address), ...SAME_ORIGIN];
    // A message's (and an announcement's) formatted text.
    const message = all.map((address, index) => `[link ${index}](${address})`).join('\n\n');
    const formatted = render(<FormattedText text={message} />);
    expect(offSiteTargets(formatted.container)).toEqual([]);
    expect(formatted.container.querySelectorAll('a')).toHaveLength(
      EXTERNAL.length + SAME_ORIGIN.length,
    );
    formatted.unmount();
    // Uploaded files of a record (its images go through the same safeUrls: tested above).
    const files = render(<FileLinks urls={safeUrls(all)} label="Open" />);
    expect(offSiteTargets(files.container)).toEqual([]);
    expect(files.container.querySelectorAll('a')).toHaveLength(
      EXTERNAL.length + SAME_ORIGIN.length,
    );
  });
});
