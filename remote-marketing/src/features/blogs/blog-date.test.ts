import { renderHook } from '@vital/shared/testing';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { formatBlogDate, useBlogDate } from './blog-date';

describe('formatBlogDate (the created date in the local format)', () => {
  const created = '2025-08-01T09:00:00.000Z';

  it.each([
    ['en-US', '8/1/2025'],
    ['en-GB', '01/08/2025'],
    ['de-DE', '1.8.2025'],
    ['ja-JP', '2025/8/1'],
  ])('writes the date the %s way', (locale, expected) => {
    expect(formatBlogDate(created, locale)).toBe(expected);
  });

  it('uses the visitor’s own locale when none is given', () => {
    expect(formatBlogDate(created)).toBe(new Date(created).toLocaleDateString());
  });

  it('has nothing to show for a missing or unreadable date', () => {
    expect(formatBlogDate(null)).toBeNull();
    expect(formatBlogDate('not a date')).toBeNull();
  });
});

describe('useBlogDate', () => {
  const created = '2025-08-01T23:30:00.000Z';
  function PostDate() {
    return createElement('time', null, useBlogDate(created));
  }

  it('is the date as written in the server’s HTML, which knows neither the visitor’s locale nor time zone', () => {
    expect(renderToString(createElement(PostDate))).toBe('<time>2025-08-01</time>');
  });

  it('is the visitor’s own format once the page is live', () => {
    const { result } = renderHook(() => useBlogDate(created));
    expect(result.current).toBe(new Date(created).toLocaleDateString());
  });
});
