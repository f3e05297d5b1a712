import { describe, expect, it } from 'vitest';
import { decodeEntities, safeImageUrl, safeLinkUrl, stripInvisible } from './safe-url';

describe('safeLinkUrl: links only relative or http(s), mailto, tel', () => {
  it.each([
    ['/iletisim', { kind: 'internal', href: '/iletisim' }],
    ['/gonderi-liste/aktif/?sayfa=2#ust', { kind: 'internal', href: '/gonderi-liste/aktif/?sayfa=2#ust' }],
    ['https://www.example.com/kampanya', { kind: 'external', href: 'https://www.example.com/kampanya' }],
    ['HTTP://example.com', { kind: 'external', href: 'HTTP://example.com' }],
    ['mailto:destek@kuryecagir.example', { kind: 'external', href: 'mailto:destek@kuryecagir.example' }],
    ['tel:+908500000000', { kind: 'external', href: 'tel:+908500000000' }],
    ['  /iletisim  ', { kind: 'internal', href: '/iletisim' }],
    ['#sss', { kind: 'external', href: '#sss' }],
    ['kampanya/ekim', { kind: 'external', href: 'kampanya/ekim' }],
    ['//cdn.example.com/x', { kind: 'external', href: 'https://cdn.example.com/x' }],
  ])('keeps %j', (raw, expected) => {
    expect(safeLinkUrl(raw)).toEqual(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'JAVASCRIPT:alert(1)',
    '  javascript:alert(1)',
    '\u0000javascript:alert(1)',
    '\u0001\u0002javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    'java\u200bscript:alert(1)',
    '\ufeffjavascript:alert(1)',
    'javascript&colon;alert(1)',
    '&#106;avascript:alert(1)',
    '&#106avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    '&#x6a&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3a;alert(1)',
    '&#0000106;avascript:alert(1)',
    '&amp;#106;avascript:alert(1)',
    'jav&#x09;ascript:alert(1)',
    'jav&Tab;ascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:text/html,<script>alert(1)</script>',
    ' data:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://example.com/1',
    'ftp://example.com',
    'intent://x#Intent;end',
    'https:',
    'http:/\\evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '',
    '   ',
    'x'.repeat(3000),
    42,
    null,
    undefined,
    { href: '/iletisim' },
    ['/iletisim'],
  ])('refuses %j', (raw) => {
    expect(safeLinkUrl(raw)).toBeNull();
  });
});

describe('safeImageUrl: images only from this site', () => {
  it('keeps a path on this site', () => {
    expect(safeImageUrl('/icons/icon-192.png')).toBe('/icons/icon-192.png');
  });

  it.each([
    'https://tracker.example/pixel.gif',
    'http://tracker.example/pixel.gif',
    '//tracker.example/pixel.gif',
    'data:image/png;base64,iVBORw0KGgo=',
    'javascript:alert(1)',
    '&#106;avascript:alert(1)',
    'icon.png',
    '',
    7,
    null,
  ])('refuses %j', (raw) => {
    expect(safeImageUrl(raw)).toBeNull();
  });
});

describe('what the checks read', () => {
  it('decodes numeric and named entities, with or without the semicolon', () => {
    expect(decodeEntities('&#106;&#x61;&#118a&colon;&amp;')).toBe('java:&');
    expect(decodeEntities('&bogus;')).toBe('&bogus;');
  });

  it('drops spaces, controls and invisible characters', () => {
    expect(stripInvisible(' a\tb\nc\u0000d\u200be\u00adf\ufeff ')).toBe('abcdef');
  });
});
