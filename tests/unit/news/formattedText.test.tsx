import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import FormattedText from '@/pages/news/FormattedText';
import { parseBlocks } from '@/pages/news/lightMarkdown';

describe('a site message’s formatted text', () => {
  it('draws bold, italics, lists and links, and never the HTML or a script link it carries', () => {
    const text = [
      'Dear **partner**, *welcome*',
      'to the _new_ terms.',
      '',
      '- new rates',
      '- new limits',
      '',
      '1. read',
      '2. sign',
      '',
      '[Details](https://example.com/rates) and [bad](javascript:alert(1)), see https://example.com/faq.',
      '',
      '<img src=x onerror="alert(1)"><script>alert(2)</script>',
    ].join('\n');
    const { container } = render(<FormattedText text={text} />);
    expect(screen.getByText('partner').tagName).toBe('STRONG');
    expect(screen.getByText('welcome').tagName).toBe('EM');
    expect(screen.getByText('new').tagName).toBe('EM');
    expect(container.querySelector('ul')?.textContent).toBe('new ratesnew limits');
    expect(container.querySelector('ol')?.textContent).toBe('readsign');
    const details = screen.getByRole('link', { name: 'Details' });
    expect(details).toHaveAttribute('href', 'https://example.com/rates');
    expect(details).toHaveAttribute('target', '_blank');
    expect(details).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'https://example.com/faq' })).toHaveAttribute(
      'href',
      'https://example.com/faq',
    );
    expect(screen.getByText('bad').closest('a')).toBeNull();
    expect(container.querySelector('img, script')).toBeNull();
    // The HTML is shown as the text it is.
    expect(container.textContent).toContain('<script>alert(2)</script>');
  });

  it('keeps line breaks inside a paragraph and splits paragraphs on an empty line', () => {
    const blocks = parseBlocks('one\ntwo\r\n\r\nthree');
    expect(blocks).toEqual([
      { kind: 'paragraph', children: [{ kind: 'text', text: 'one\ntwo' }] },
      { kind: 'paragraph', children: [{ kind: 'text', text: 'three' }] },
    ]);
  });

  it('keeps links of the console, and shows a link to another site by its host', () => {
    const { container } = render(
      <FormattedText text="[bill](/bill/detail/7) [rates](https://rates.example/x) [bad](/\\evil.example/x)" />,
    );
    expect(screen.getByRole('link', { name: 'bill' })).toHaveAttribute(
      'href',
      'http://localhost:3000/bill/detail/7',
    );
    expect(screen.getByRole('link', { name: 'rates' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(container.textContent).toContain('rates ↗ rates.example');
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
  });
});
