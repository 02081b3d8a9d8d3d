import { formatBlogDate } from './blog-date';

describe('formatBlogDate (SPEC §2 Blogs: the created date in the local format)', () => {
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
