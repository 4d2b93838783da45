import ReactMarkdown from 'react-markdown';

/** A link's address kept only when it is the web's, a mail's or the console's own. */
const safeUri = (uri: string) => (/^(https?:|mailto:|\/(?!\/))/i.test(uri.trim()) ? uri : '');

/**
 * A message's formatted text: Markdown (paragraphs, bold, italics, lists, links) drawn as plain
 * elements. Raw HTML in it is dropped, never rendered; a link other than http(s), mailto or a
 * console path loses its address; links open in a new tab.
 */
export default function FormattedText({ text }: { text: string }) {
  return (
    <div className="site-message-content" data-testid="site-message-content">
      <ReactMarkdown skipHtml linkTarget="_blank" transformLinkUri={safeUri}>
        {text}
      </ReactMarkdown>
    </div>
  );
}
