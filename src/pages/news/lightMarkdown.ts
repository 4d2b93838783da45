import { checkAddress, type CheckedAddress } from '@/ui/addresses';

/**
 * Light Markdown read into plain data: paragraphs (an empty line between them, line breaks kept),
 * lists (lines starting with "- ", "* " or "1. "), bold (**…**), italics (*…* or _…_), links
 * ([text](address)) and bare web addresses. Nothing else is markup: HTML stays literal text.
 */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'em'; children: Inline[] }
  | { kind: 'link'; address: CheckedAddress | null; children: Inline[] };

export type Block =
  { kind: 'paragraph'; children: Inline[] } | { kind: 'list'; ordered: boolean; items: Inline[][] };

const BULLET = /^\s*[-*]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

// Links first, then bold before italics, then bare addresses.
const INLINE =
  /\[([^\]\n]+)\]\(([^)\s]+)\)|\*\*(?=\S)([\s\S]+?)\*\*|\*(?=\S)([^*\n]+?)\*|(?<![\w])_(?=\S)([^_\n]+?)_(?![\w])|(https?:\/\/[^\s<>()]+[^\s<>().,;:!?'"])/g;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const at = match.index ?? 0;
    if (at > last) out.push({ kind: 'text', text: text.slice(last, at) });
    const [, linkText, linkHref, bold, star, underscore, bare] = match;
    if (linkText !== undefined)
      out.push({
        kind: 'link',
        address: checkAddress(linkHref ?? ''),
        children: parseInline(linkText),
      });
    else if (bold !== undefined) out.push({ kind: 'strong', children: parseInline(bold) });
    else if (star !== undefined || underscore !== undefined)
      out.push({ kind: 'em', children: parseInline(star ?? underscore ?? '') });
    else if (bare !== undefined)
      out.push({
        kind: 'link',
        address: checkAddress(bare),
        children: [{ kind: 'text', text: bare }],
      });
    last = at + match[0].length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}

export function parseBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flush = () => {
    if (paragraph.length)
      blocks.push({ kind: 'paragraph', children: parseInline(paragraph.join('\n')) });
    if (list)
      blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    paragraph = [];
    list = null;
  };
  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const item = bullet ?? numbered;
    if (!line.trim()) flush();
    else if (item) {
      const ordered = Boolean(numbered);
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(item[1] ?? '');
    } else if (list && /^\s{2,}\S/.test(line)) {
      // An indented line continues the list item above it.
      list.items[list.items.length - 1] += `\n${line.trim()}`;
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
