import { Space } from 'antd';
import { ExternalHost } from '@/ui/ExternalHost';
import { openFile, opensInPage } from './openFile';

/** A field's files as links that open each in a new tab, numbered when there are several. */
export default function FileLinks({ urls, label }: { urls: string[]; label: string }) {
  return (
    <Space size={4} wrap>
      {urls.map((url, index) => (
        <span key={url}>
          <a
            className="field-link"
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            onClick={(event) => {
              if (!opensInPage(url)) return;
              event.preventDefault();
              void openFile(url);
            }}
          >
            {urls.length > 1 ? `${label} ${index + 1}` : label}
          </a>
          <ExternalHost url={url} />
        </span>
      ))}
    </Space>
  );
}
