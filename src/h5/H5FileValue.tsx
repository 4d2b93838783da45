import { Fragment, type MouseEvent } from 'react';
import { openFile, opensInPage } from '@/scaffolds/fields/openFile';
import { safeUrls } from '@/ui/addresses';
import { ExternalHost } from '@/ui/ExternalHost';

/** Opened by the page where a plain link cannot (the demo's own files, see openFile). */
function open(event: MouseEvent<HTMLAnchorElement>) {
  const url = event.currentTarget.href;
  if (!opensInPage(url)) return;
  event.preventDefault();
  void openFile(url);
}

/**
 * An image or file value on a card, as the desktop's cell shows it: each image a thumbnail, each
 * file a link, opening it in a new tab. Only http(s) addresses (`safeUrls`); anything else shows
 * nothing, never as text.
 */
export function H5FileValue({
  value,
  image,
  label,
  openLabel,
}: {
  value: unknown;
  image: boolean;
  /** The field's label: the images' alternative text. */
  label: string;
  /** What a file's link says ("Open"), numbered when there are several. */
  openLabel: string;
}) {
  const urls = safeUrls(value);
  if (!urls.length) return <>–</>;
  return (
    <span className="h5-files">
      {urls.map((url, index) => (
        <Fragment key={url}>
          <a href={url} target="_blank" rel="noopener noreferrer" onClick={open}>
            {image ? (
              <img
                className="h5-thumb"
                src={url}
                alt={urls.length > 1 ? `${label} ${index + 1}` : label}
              />
            ) : urls.length > 1 ? (
              `${openLabel} ${index + 1}`
            ) : (
              openLabel
            )}
          </a>
          <ExternalHost url={url} />
        </Fragment>
      ))}
    </span>
  );
}
