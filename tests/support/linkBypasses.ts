/**
 * Addresses that disguise another site, or a script, as a link of the console (issue #40): what
 * `checkAddress` (src/ui/addresses.ts) must refuse, or must show as external. The page is
 * http://localhost:3000 in the unit tests; its own paths stay links of the console.
 */
export const REFUSED = [
  '/\\evil.example/x',
  '\\\\evil.example/x',
  '\\/evil.example',
  '/%5Cevil.example/x',
  '/%5cevil.example',
  '/%2F%2Fevil.example',
  '/%2fevil.example',
  'http:evil.example',
  'https:evil.example/x',
  'http:/evil.example',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '\u0000javascript:alert(1)',
  '\u0000/\\evil.example',
  '\u0001https://evil.example',
  'data:text/html,<script>alert(1)</script>',
  'DATA:image/svg+xml,<svg/onload=alert(1)>',
  'vbscript:msgbox(1)',
  'blob:http://localhost:3000/1234',
  'file:///etc/passwd',
  'ftp://evil.example/x',
  'mailto:ops@evil.example',
  'https://user:pass@evil.example/',
  'https://localhost:3000@evil.example/',
  'http://evil.example\\@localhost:3000/',
  '',
  '   ',
] as const;

/** Off-site, in the open: allowed only shown as external, with the host the browser opens. */
export const EXTERNAL: readonly (readonly [string, string])[] = [
  ['//evil.example/x', 'evil.example'],
  ['https://evil.example/x', 'evil.example'],
  ['  https://evil.example/x', 'evil.example'],
  ['HTTPS://EVIL.EXAMPLE/x', 'evil.example'],
  ['https://аpple.example/login', 'xn--pple-43d.example'],
  ['https://localhost:3001/x', 'localhost:3001'],
];

/** The console's own pages. */
export const SAME_ORIGIN = [
  '/news/list',
  'bill/detail/7',
  '?tab=2',
  'http://localhost:3000/x',
  // An HTML entity is no markup in an attribute React sets: a path of the console, as written.
  'jav&#x09;ascript:alert(1)',
];
