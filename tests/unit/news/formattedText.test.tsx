import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import FormattedText from '@/pages/news/FormattedText';

describe('a site message’s formatted text', () => {
  it('draws bold, lists and links, and never the HTML or a script link it carries', () => {
    const text = [
      'Dear **partner**,',
      '',
      '- new rates',
      '- new limits',
      '',
      '[Details](https://example.com/rates) and [bad](javascript:alert(1))',
      '',
      '<img src=x onerror="alert(1)"><script>alert(2)</script>',
    ].join('\n');
    const { container } = render(<FormattedText text={text} />);
    expect(screen.getByText('partner').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'new rates',
      'new limits',
    ]);
    const details = screen.getByRole('link', { name: 'Details' });
    expect(details).toHaveAttribute('href', 'https://example.com/rates');
    expect(details).toHaveAttribute('target', '_blank');
    const bad = screen.getByText('bad').closest('a');
    expect(bad?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
    expect(container.querySelector('img, script')).toBeNull();
  });
});
