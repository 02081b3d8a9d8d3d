// How team photo and blog file paths are normalised, and the
// addresses that must never reach a src or href.
import { resolveStoragePath } from './storage-path';

const API = 'http://api.test';

describe('resolveStoragePath', () => {
  it.each<[string, unknown, string | null]>([
    // A relative path starting with team_photos or blog_files: storage location plus segment in front.
    ['relative team photo', 'team_photos/a.webp', 'http://api.test/storage/team_photos/a.webp'],
    ['relative blog file', 'blog_files/b.mp4', 'http://api.test/storage/blog_files/b.mp4'],
    ['relative path in nested folders', 'blog_files/2025/08/b.png', 'http://api.test/storage/blog_files/2025/08/b.png'],
    ['relative path with spaces around', '  team_photos/a.webp \n', 'http://api.test/storage/team_photos/a.webp'],

    // Absolute on the portal's own host, without the segment: the segment is inserted.
    ['absolute own-host team photo', 'http://api.test/team_photos/a.webp', 'http://api.test/storage/team_photos/a.webp'],
    ['absolute own-host blog file', 'http://api.test/blog_files/b.mp4', 'http://api.test/storage/blog_files/b.mp4'],
    ['absolute own-host over https', 'https://api.test/blog_files/b.mp4', 'https://api.test/storage/blog_files/b.mp4'],
    ['absolute own-host with a query', 'http://api.test/blog_files/b.png?v=2', 'http://api.test/storage/blog_files/b.png?v=2'],

    // Already holding the segment: unchanged.
    ['own host with the segment', 'http://api.test/storage/team_photos/a.webp', 'http://api.test/storage/team_photos/a.webp'],
    ['own host, blog file with the segment', 'http://api.test/storage/blog_files/b.mp4', 'http://api.test/storage/blog_files/b.mp4'],
    ['another host with the segment', 'https://cdn.example/storage/blog_files/b.png', 'https://cdn.example/storage/blog_files/b.png'],
    ['site-relative with the segment', '/storage/team_photos/a.webp', '/storage/team_photos/a.webp'],

    // A leading @ is stripped.
    ['@ before a relative path', '@team_photos/a.webp', 'http://api.test/storage/team_photos/a.webp'],
    ['@ before an own-host address', '@http://api.test/blog_files/x.png', 'http://api.test/storage/blog_files/x.png'],
    ['@ before an address with the segment', '@http://api.test/storage/blog_files/x.png', 'http://api.test/storage/blog_files/x.png'],
    ['@ before another host', '@https://cdn.example/x.png', 'https://cdn.example/x.png'],

    // Escaped slashes are unescaped.
    ['escaped relative path', 'team_photos\\/a.webp', 'http://api.test/storage/team_photos/a.webp'],
    ['escaped absolute own-host address', 'http:\\/\\/api.test\\/blog_files\\/b.png', 'http://api.test/storage/blog_files/b.png'],
    ['@ and escaped slashes together', '@blog_files\\/x.png', 'http://api.test/storage/blog_files/x.png'],

    // Other hosts are unchanged.
    ['another host', 'https://cdn.example/team_photos/a.webp', 'https://cdn.example/team_photos/a.webp'],
    ['a look-alike host', 'http://api.test.evil.example/team_photos/a.webp', 'http://api.test.evil.example/team_photos/a.webp'],
    ['a subdomain of the portal', 'http://img.api.test/blog_files/a.png', 'http://img.api.test/blog_files/a.png'],
    ['another host, plain image', 'https://images.example.com/photo.jpg?w=200', 'https://images.example.com/photo.jpg?w=200'],

    // Own host, other folders: unchanged.
    ['own host, another folder', 'http://api.test/images/a.png', 'http://api.test/images/a.png'],
    ['own host, folder deeper down', 'http://api.test/uploads/team_photos/a.png', 'http://api.test/uploads/team_photos/a.png'],

    // Other relative paths are not addresses the page can use: dropped.
    ['another relative path', 'images/a.png', null],
    ['a relative path that only starts like the folder', 'team_photos_old/a.webp', null],
    ['a bare file name', 'a.webp', null],

    // Site-relative paths are kept.
    ['site-relative image', '/img/x.png', '/img/x.png'],
    ['site-relative with a query', '/img/x.png?size=2', '/img/x.png?size=2'],
  ])('%s: %p → %p', (_, input, expected) => {
    expect(resolveStoragePath(input, API)).toBe(expected);
  });

  it.each<[string, unknown]>([
    ['javascript:', 'javascript:alert(1)'],
    ['mixed-case javascript:', 'JaVaScRiPt:alert(document.cookie)'],
    ['javascript: with a tab inside', 'java\tscript:alert(1)'],
    ['javascript: with a line break inside', 'java\nscript:alert(1)'],
    ['javascript: with leading spaces', '   javascript:alert(1)'],
    ['javascript: with a leading control character', '\u0001javascript:alert(1)'],
    ['@ then javascript:', '@javascript:alert(1)'],
    ['escaped javascript:', 'javascript:\\/\\/%0aalert(1)'],
    ['data: SVG', 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
    ['data: HTML', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['file:', 'file:///etc/passwd'],
    ['ftp:', 'ftp://files.example/a.png'],
    ['blob:', 'blob:http://api.test/1234'],
    ['protocol-relative', '//evil.example/x.png'],
    ['protocol-relative with a backslash', '/\\evil.example/x.png'],
    ['protocol-relative hidden by a tab', '/\t/evil.example/x.png'],
    ['backslashes', '\\\\evil.example\\x.png'],
    ['a number', 42],
    ['NaN', Number.NaN],
    ['an object', { url: 'team_photos/a.webp' }],
    ['null', null],
    ['undefined', undefined],
    ['an array', ['team_photos/a.webp']],
    ['a boolean', true],
    ['an empty string', ''],
    ['whitespace', ' \n\t '],
    ['a lone @', '@'],
    ['@ and spaces', '@   '],
    ['an address too long to be real', `team_photos/${'a'.repeat(5000)}.webp`],
  ])('drops %s to null', (_, input) => {
    expect(resolveStoragePath(input, API)).toBeNull();
  });

  it('accepts a storage base with a trailing slash', () => {
    expect(resolveStoragePath('team_photos/a.webp', 'http://api.test/')).toBe('http://api.test/storage/team_photos/a.webp');
    expect(resolveStoragePath('http://api.test/team_photos/a.webp', 'http://api.test//')).toBe('http://api.test/storage/team_photos/a.webp');
  });

  it('uses the configured base, so another base means another own host', () => {
    const base = 'https://portal.example:8443';
    expect(resolveStoragePath('blog_files/b.png', base)).toBe('https://portal.example:8443/storage/blog_files/b.png');
    expect(resolveStoragePath('https://portal.example:8443/blog_files/b.png', base)).toBe('https://portal.example:8443/storage/blog_files/b.png');
    expect(resolveStoragePath('http://api.test/blog_files/b.png', base)).toBe('http://api.test/blog_files/b.png');
  });

  it('never throws on a huge input', () => {
    const huge = 'x'.repeat(1_000_000);
    expect(() => resolveStoragePath(huge, API)).not.toThrow();
    expect(resolveStoragePath(huge, API)).toBeNull();
    expect(resolveStoragePath(`http://api.test/team_photos/${huge}`, API)).toBeNull();
  });
});

describe('relative paths already under the storage segment', () => {
  it.each([
    ['storage/team_photos/a.webp', 'http://api.test/storage/team_photos/a.webp'],
    ['@storage/blog_files/b.webm', 'http://api.test/storage/blog_files/b.webm'],
    ['storage\\/team_photos\\/c.svg', 'http://api.test/storage/team_photos/c.svg'],
    ['storage/other/d.png', null],
  ])('%s → %s', (input, expected) => {
    expect(resolveStoragePath(input, 'http://api.test')).toBe(expected);
  });
});
