import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FieldDef } from '@/engine/types';
import { H5FieldText } from '@/h5/H5FieldText';
import { changeLanguage } from '@/i18n';

const image: FieldDef = { type: 'image', list: true };
const file: FieldDef = { type: 'file', list: true };
const receipt = '/api/common/file/receipt-7.png';

// Issue 39: the mobile payment card showed its receipt as a raw `/api/common/file/…` path.
describe("a card's image and file values", () => {
  it('shows an image as a thumbnail that opens it, never its address as text', async () => {
    await changeLanguage('en');
    const { container } = render(
      <H5FieldText name="receipt" field={image} record={{ receipt }} label="Receipt" />,
    );
    const thumbnail = screen.getByRole('img', { name: 'Receipt' });
    expect(thumbnail).toHaveAttribute('src', `${window.location.origin}${receipt}`);
    expect(thumbnail.closest('a')).toHaveAttribute('href', `${window.location.origin}${receipt}`);
    expect(container.textContent).not.toContain('/api/common/file');
  });

  it('shows files as links, numbered when there are several', async () => {
    await changeLanguage('en');
    render(
      <H5FieldText
        name="files"
        field={file}
        record={{ files: ['/api/common/file/a.pdf', 'https://files.example.com/b.pdf'] }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Open 1' })).toHaveAttribute(
      'href',
      `${window.location.origin}/api/common/file/a.pdf`,
    );
    expect(screen.getByRole('link', { name: 'Open 2' })).toHaveAttribute(
      'href',
      'https://files.example.com/b.pdf',
    );
  });

  it('makes nothing of an address that is not http(s)', async () => {
    await changeLanguage('en');
    const { container } = render(
      <H5FieldText name="receipt" field={image} record={{ receipt: 'javascript:alert(1)' }} />,
    );
    expect(container.querySelector('a, img')).toBeNull();
    expect(container.textContent).toBe('–');
  });
});
