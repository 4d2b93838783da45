import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '@/auth/redirects';
import { safeUrl, safeUrls } from '@/ui/addresses';

describe('safeReturnPath', () => {
  it('accepts in-app paths with their query', () => {
    expect(safeReturnPath('/client/list?page=2&drawer=create')).toBe(
      '/client/list?page=2&drawer=create',
    );
  });

  it('refuses other origins, however disguised, and /login', () => {
    for (const to of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/\\/evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      '/login?to=/x',
      '',
      null,
    ]) {
      expect(safeReturnPath(to), String(to)).toBeNull();
    }
  });
});

describe('safeUrl', () => {
  it('keeps http(s) addresses, relative ones resolved against the page', () => {
    expect(safeUrl('https://files.example.com/a.pdf')).toBe('https://files.example.com/a.pdf');
    expect(safeUrl('/api/common/file/a.png')).toBe(
      `${window.location.origin}/api/common/file/a.png`,
    );
    expect(safeUrl({ url: 'http://x.example/b' })).toBe('http://x.example/b');
  });

  it('never makes a link of data:, blob:, javascript: or disguised addresses', () => {
    for (const value of [
      'data:text/html,<script>alert(1)</script>',
      'blob:https://x/1',
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      '\\\\evil.example',
      42,
      null,
      {},
    ]) {
      expect(safeUrl(value), String(value)).toBeNull();
    }
    expect(safeUrls(['https://a.example/x', 'data:x', 'javascript:y'])).toEqual([
      'https://a.example/x',
    ]);
  });
});
