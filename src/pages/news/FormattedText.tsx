import { Fragment } from 'react';
import { ExternalHost } from '@/ui/ExternalHost';
import { type Inline, parseBlocks } from './lightMarkdown';

function Inlines({ nodes }: { nodes: Inline[] }) {
  return nodes.map((node, index) => {
    if (node.kind === 'text') return <Fragment key={index}>{node.text}</Fragment>;
    const children = <Inlines nodes={node.children} />;
    if (node.kind === 'strong') return <strong key={index}>{children}</strong>;
    if (node.kind === 'em') return <em key={index}>{children}</em>;
    if (node.address === null) return <span key={index}>{children}</span>;
    const { href, external } = node.address;
    return (
      <Fragment key={index}>
        <a href={href} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
        {external && <ExternalHost url={href} />}
      </Fragment>
    );
  });
}

/**
 * A message's formatted text (src/pages/news/lightMarkdown.ts) drawn as plain elements. Every
 * character typed is React text: HTML in it shows as what was typed and never runs; a link keeps
 * its address only through `checkAddress` (src/ui/addresses.ts); one to another site shows that
 * site's host; links open in a new tab.
 */
export default function FormattedText({ text }: { text: string }) {
  return (
    <div className="site-message-content" data-testid="site-message-content">
      {parseBlocks(text).map((block, index) => {
        if (block.kind === 'paragraph')
          return (
            <p key={index}>
              <Inlines nodes={block.children} />
            </p>
          );
        const List = block.ordered ? 'ol' : 'ul';
        return (
          <List key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <Inlines nodes={item} />
              </li>
            ))}
          </List>
        );
      })}
    </div>
  );
}
