import { blogPath, paths, safeNextPath, signinPath } from './paths';

describe('blogPath', () => {
  it('builds the address of one post', () => {
    expect(blogPath('abc')).toBe('/blogs/abc');
    expect(blogPath(42)).toBe('/blogs/42');
  });

  it('encodes ids so they stay one path segment', () => {
    expect(blogPath('a/b')).toBe('/blogs/a%2Fb');
    expect(blogPath('hello world?x=1#top')).toBe('/blogs/hello%20world%3Fx%3D1%23top');
    expect(blogPath('../admin')).toBe('/blogs/..%2Fadmin');
  });
});

describe('signinPath', () => {
  it('is the plain sign-in address without a destination', () => {
    expect(signinPath()).toBe(paths.signin);
    expect(signinPath('')).toBe('/signin');
  });

  it('carries the destination, encoded, in ?next=', () => {
    expect(signinPath('/dashboard')).toBe('/signin?next=%2Fdashboard');
    expect(signinPath('/dashboard?tab=jobs&x=1')).toBe('/signin?next=%2Fdashboard%3Ftab%3Djobs%26x%3D1');
  });
});

describe('safeNextPath', () => {
  const fallback = '/';

  it.each(['/dashboard', '/dashboard?x=1', '/blogs/abc#comments', '/', '/blogs/a%2F%2Fb'])('follows the site path %s', (next) => {
    expect(safeNextPath(next, fallback)).toBe(next);
  });

  it.each([
    ['a protocol-relative address', '//evil.com'],
    ['a protocol-relative address with a path', '//evil.com/dashboard'],
    ['an absolute address', 'https://evil.com'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a backslash after the slash', '/\\evil'],
    ['a tab that browsers drop, leaving //evil.com', '/\t/evil.com'],
    ['a line break that browsers drop, leaving //evil.com', '/\n/evil.com'],
    ['CR LF that browsers drop, leaving //evil.com', '/\r\n/evil.com'],
    ['a relative path', 'dashboard'],
    ['an empty string', ''],
    ['null', null],
    ['undefined', undefined],
  ])('refuses %s and returns the fallback', (_, next) => {
    expect(safeNextPath(next, '/dashboard')).toBe('/dashboard');
  });

  it('round-trips what signinPath() encodes', () => {
    const next = new URLSearchParams(signinPath('/dashboard?x=1').split('?')[1]).get('next');
    expect(safeNextPath(next, fallback)).toBe('/dashboard?x=1');
  });
});
