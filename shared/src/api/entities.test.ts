// How each entity is read from an untrusted answer. Server data may
// be malformed or hostile: wrong types fall back, huge strings are cut,
// addresses are filtered, nothing throws.
import { SERVICE_DEFAULTS, TEAM_DEFAULTS, toBlog, toReview, toService, toTeamMember } from './entities';
import { MAX_TEXT_LENGTH, safeUrl, toDate, toId, toList, toOptionalText, toRating, toText, toTextList } from './sanitise';

const API = 'http://api.test';
const HUGE = 'A'.repeat(1_000_000);
const SCRIPT = '<script>alert("x")</script>';

const review = (raw: Record<string, unknown>) => toReview(raw, 0, API);
const member = (raw: Record<string, unknown>) => toTeamMember(raw, 0, API);
const blog = (raw: Record<string, unknown>) => toBlog(raw, 0, API);
const service = (raw: Record<string, unknown>) => toService(raw, 0);

/** Values that are not text, for every text field. */
const NOT_TEXT: unknown[] = [null, undefined, true, {}, { toString: () => 'x' }, [], ['a'], Number.NaN, Number.POSITIVE_INFINITY, () => 'x', Symbol('s')];

describe('sanitise helpers', () => {
  it('toText trims, stringifies finite numbers, falls back on anything else and cuts long text', () => {
    expect(toText('  hi  ')).toBe('hi');
    expect(toText(12.5)).toBe('12.5');
    expect(toText(0)).toBe('0');
    expect(toText('   ', 'fallback')).toBe('fallback');
    for (const value of NOT_TEXT) expect(toText(value, 'fallback')).toBe('fallback');
    const cut = toText(HUGE);
    expect(cut).toHaveLength(MAX_TEXT_LENGTH);
    expect(cut.endsWith('…')).toBe(true);
    expect(toText('abcdef', '', 4)).toBe('abc…');
    expect(toText('abcd', '', 4)).toBe('abcd');
  });

  it('toOptionalText gives null for blank or non-text values', () => {
    expect(toOptionalText(' x ')).toBe('x');
    expect(toOptionalText('  ')).toBeNull();
    expect(toOptionalText({})).toBeNull();
  });

  it('toTextList keeps short strings and numbers, drops the rest, and bounds the list', () => {
    expect(toTextList(['a', 1, null, {}, [], ' ', ' b ', true, Number.NaN])).toEqual(['a', '1', 'b']);
    expect(toTextList('a,b')).toEqual([]);
    expect(toTextList({ 0: 'a', length: 1 })).toEqual([]);
    expect(toTextList(Array.from({ length: 500 }, (_, i) => `item ${i}`))).toHaveLength(20);
    expect(toTextList(['x'.repeat(1000)])[0]).toHaveLength(120);
  });

  it('toId keeps a number or a non-blank string, else the fallback', () => {
    expect(toId(7, 'f')).toBe('7');
    expect(toId(' a ', 'f')).toBe('a');
    expect(toId(HUGE, 'f')).toHaveLength(100);
    expect(toId('', 'f')).toBe('f');
    expect(toId({ id: 1 }, 'f')).toBe('f');
    expect(toId(Number.NaN, 'f')).toBe('f');
  });

  it.each<[unknown, number]>([
    [-3, 0],
    [9, 5],
    [0, 0],
    [5, 5],
    [3, 3],
    ['4.5', 4.5],
    [' 2 ', 2],
    ['-1', 0],
    ['abc', 5],
    ['', 5],
    ['  ', 5],
    [undefined, 5],
    [null, 5],
    [Number.NaN, 5],
    [Number.POSITIVE_INFINITY, 5],
    [Number.NEGATIVE_INFINITY, 0],
    ['Infinity', 5],
    [true, 5],
    [{}, 5],
    [[4], 5],
  ])('toRating(%p) → %p (clamped 0–5, default 5)', (value, expected) => {
    expect(toRating(value)).toBe(expected);
  });

  it.each<[unknown, string | null]>([
    ['2025-08-01T09:00:00Z', '2025-08-01T09:00:00.000Z'],
    ['2025-08-01T09:00:00.000000Z', '2025-08-01T09:00:00.000Z'],
    [0, '1970-01-01T00:00:00.000Z'],
    ['not a date', null],
    ['', null],
    [{}, null],
    [[], null],
    [null, null],
    [true, null],
    [Number.NaN, null],
    [1e20, null],
    [HUGE, null],
  ])('toDate(%p) → %p', (value, expected) => {
    expect(toDate(value)).toBe(expected);
  });

  it.each<[unknown, string | null]>([
    ['https://www.linkedin.com/in/ada', 'https://www.linkedin.com/in/ada'],
    ['http://example.com', 'http://example.com'],
    ['/for-companies', '/for-companies'],
    ['javascript:alert(1)', null],
    ['JAVASCRIPT:alert(1)', null],
    ['java\u000Ascript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['mailto:a@b.co', null],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['relative/path', null],
    [`https://example.com/${'a'.repeat(3000)}`, null],
    [42, null],
    [null, null],
  ])('safeUrl(%p) → %p', (value, expected) => {
    expect(safeUrl(value)).toBe(expected);
  });

  it('toList skips entries that are not objects and caps the list at 100 items', () => {
    expect(toList([{ a: 1 }, null, 1, 'x', [], [{ a: 2 }], true, undefined, { a: 3 }], (item) => item.a)).toEqual([1, 3]);
    expect(toList('not a list', () => 1)).toEqual([]);
    expect(toList({ 0: { a: 1 }, length: 1 }, () => 1)).toEqual([]);
    expect(toList(null, () => 1)).toEqual([]);
    const many = Array.from({ length: 250 }, (_, i) => ({ i }));
    const mapped = toList(many, (item) => item.i);
    expect(mapped).toHaveLength(100);
    expect(mapped.at(-1)).toBe(99);
  });

  it('toList passes each entry its position in the answer', () => {
    expect(toList([null, { a: 1 }], (_item, index) => index)).toEqual([1]);
  });
});

describe('toReview (review / story)', () => {
  it('reads a complete review', () => {
    expect(
      toReview(
        {
          id: 3,
          type: 'company',
          reviewer_name: 'Dana',
          review: 'They found us a CTO.',
          rating: 4,
          reviewer_image: 'team_photos/dana.webp',
          title: 'Fast',
          results: ['Hired in 10 days'],
          companyName: 'Acme',
          industry: 'IT',
          profession: 'Founder',
          position: 'CEO',
          previousRole: 'CTO',
          avatar: '@blog_files/avatar.png',
        },
        0,
        API,
      ),
    ).toEqual({
      id: '3',
      type: 'company',
      name: 'Dana',
      text: 'They found us a CTO.',
      rating: 4,
      imageUrl: 'http://api.test/storage/team_photos/dana.webp',
      title: 'Fast',
      results: ['Hired in 10 days'],
      companyName: 'Acme',
      industry: 'IT',
      profession: 'Founder',
      position: 'CEO',
      previousRole: 'CTO',
      avatar: 'http://api.test/storage/blog_files/avatar.png',
    });
  });

  it.each<[unknown, 'professional' | 'company']>([
    ['company', 'company'],
    ['professional', 'professional'],
    [undefined, 'professional'],
    ['COMPANY', 'professional'],
    [' company', 'professional'],
    ['admin', 'professional'],
    [1, 'professional'],
    [{ type: 'company' }, 'professional'],
  ])('type %p → %p (default professional)', (type, expected) => {
    expect(review({ type }).type).toBe(expected);
  });

  it.each<[Record<string, unknown>, string]>([
    [{ reviewer_name: 'Ann', name: 'Bob' }, 'Ann'],
    [{ reviewer_name: '  Ann  ' }, 'Ann'],
    [{ name: 'Bob' }, 'Bob'],
    [{ reviewer_name: '', name: 'Bob' }, 'Bob'],
    [{ reviewer_name: '   ', name: 'Bob' }, 'Bob'],
    [{ reviewer_name: { first: 'Ann' }, name: 'Bob' }, 'Bob'],
    [{ reviewer_name: null, name: ['Bob'] }, 'Anonymous'],
    [{}, 'Anonymous'],
    [{ name: '   ' }, 'Anonymous'],
  ])('name from reviewer_name, else name, else Anonymous: %p → %p', (raw, expected) => {
    expect(review(raw).name).toBe(expected);
  });

  it.each<[Record<string, unknown>, string]>([
    [{ review: 'Great', story: 'Story' }, 'Great'],
    [{ story: 'Story' }, 'Story'],
    [{ review: ' ', story: 'Story' }, 'Story'],
    [{ review: { text: 'x' }, story: 'Story' }, 'Story'],
    [{}, ''],
  ])('text from review, else story: %p → %p', (raw, expected) => {
    expect(review(raw).text).toBe(expected);
  });

  it.each<[unknown, number]>([
    [-3, 0],
    [9, 5],
    ['4.5', 4.5],
    ['abc', 5],
    [undefined, 5],
    [Number.NaN, 5],
    [Number.POSITIVE_INFINITY, 5],
  ])('rating %p → %p', (rating, expected) => {
    expect(review({ rating }).rating).toBe(expected);
  });

  it('results is a list of strings: non-strings dropped, numbers stringified, a non-list is []', () => {
    expect(review({ results: ['+20% salary', 3, null, { a: 1 }, ['x'], '', 'Hired'] }).results).toEqual(['+20% salary', '3', 'Hired']);
    expect(review({ results: 'Hired fast' }).results).toEqual([]);
    expect(review({ results: { 0: 'x' } }).results).toEqual([]);
    expect(review({}).results).toEqual([]);
    expect(review({ results: Array.from({ length: 50 }, (_, i) => `r${i}`) }).results).toHaveLength(10);
  });

  it.each<[Record<string, unknown>, string | null]>([
    [{ reviewer_image: 'team_photos/r.webp' }, 'http://api.test/storage/team_photos/r.webp'],
    [{ imageUrl: 'https://cdn.example/r.jpg' }, 'https://cdn.example/r.jpg'],
    [{ reviewer_image: 'blog_files/a.png', imageUrl: 'https://cdn.example/r.jpg' }, 'http://api.test/storage/blog_files/a.png'],
    [{ reviewer_image: null, imageUrl: '@team_photos/r.webp' }, 'http://api.test/storage/team_photos/r.webp'],
    [{ reviewer_image: '', imageUrl: 'https://cdn.example/r.jpg' }, 'https://cdn.example/r.jpg'],
    [{ reviewer_image: '   ', imageUrl: 'https://cdn.example/r.jpg' }, 'https://cdn.example/r.jpg'],
    [{ reviewer_image: 'javascript:alert(1)' }, null],
    [{ imageUrl: 'data:image/svg+xml,<svg onload=alert(1)>' }, null],
    [{ reviewer_image: 42 }, null],
    [{}, null],
  ])('image from reviewer_image, else imageUrl, filtered: %p → %p', (raw, expected) => {
    expect(review(raw).imageUrl).toBe(expected);
  });

  it.each<[unknown, string | null]>([
    ['team_photos/me.webp', 'http://api.test/storage/team_photos/me.webp'],
    ['https://cdn.example/me.png', 'https://cdn.example/me.png'],
    ['javascript:alert(1)', null],
    ['//evil.example/me.png', null],
    ['AB', null],
    [{}, null],
  ])('avatar %p → %p', (avatar, expected) => {
    expect(review({ avatar }).avatar).toBe(expected);
  });

  it('gives a position-based id when the id is missing', () => {
    expect(toReview({}, 4, API).id).toBe('review-5');
  });
});

describe('toTeamMember (team member and its defaults)', () => {
  it('fills every missing field with its default', () => {
    expect(toTeamMember({}, 2, API)).toEqual({
      id: 'member-3',
      name: 'Team Member',
      role: 'Role',
      description: '',
      experience: '5+ years',
      expertise: ['Leadership', 'Innovation'],
      photoUrl: null,
      linkedin: null,
      email: null,
    });
  });

  it.each<[string, unknown]>([
    ['an empty list', []],
    ['a string', 'Leadership'],
    ['an object', { a: 'x' }],
    ['a list of non-strings', [null, {}, []]],
    ['a list of blanks', ['', '  ']],
  ])('uses the default expertise when expertise is %s', (_, expertise) => {
    expect(member({ expertise }).expertise).toEqual(['Leadership', 'Innovation']);
  });

  it('keeps a real expertise list', () => {
    expect(member({ expertise: ['Payroll', 2025, null] }).expertise).toEqual(['Payroll', '2025']);
  });

  it('does not share the defaults list between members', () => {
    const first = member({});
    first.expertise.push('Changed');
    expect(member({}).expertise).toEqual(['Leadership', 'Innovation']);
    expect(TEAM_DEFAULTS.expertise).toEqual(['Leadership', 'Innovation']);
  });

  it.each<[Record<string, unknown>, string | null]>([
    [{ photo_path: 'team_photos/a.webp' }, 'http://api.test/storage/team_photos/a.webp'],
    [{ image: 'team_photos/b.webp' }, 'http://api.test/storage/team_photos/b.webp'],
    [{ photo_path: 'team_photos/a.webp', image: 'team_photos/b.webp' }, 'http://api.test/storage/team_photos/a.webp'],
    [{ photo_path: null, image: 'http://api.test/team_photos/b.webp' }, 'http://api.test/storage/team_photos/b.webp'],
    [{ photo_path: '', image: 'team_photos/b.webp' }, 'http://api.test/storage/team_photos/b.webp'],
    [{ photo_path: 'javascript:alert(1)' }, null],
    [{ image: { src: 'team_photos/b.webp' } }, null],
  ])('photo from photo_path, else image, resolved: %p → %p', (raw, expected) => {
    expect(member(raw).photoUrl).toBe(expected);
  });

  it.each<[unknown, string | null]>([
    ['https://www.linkedin.com/in/ada', 'https://www.linkedin.com/in/ada'],
    ['javascript:alert(1)', null],
    ['  JavaScript:alert(1)', null],
    ['data:text/html,hi', null],
    ['//evil.example', null],
    [42, null],
  ])('linkedin %p → %p', (linkedin, expected) => {
    expect(member({ linkedin }).linkedin).toBe(expected);
  });

  it.each<[unknown, string | null]>([
    ['ada@example.com', 'ada@example.com'],
    ['  ada@example.com  ', 'ada@example.com'],
    ['not-an-email', null],
    ['ada@localhost', null],
    ['ada lovelace@example.com', null],
    ['<script>@x.y', null],
    ['"ada"@example.com', null],
    ['a@b@c.d', null],
    [`${'a'.repeat(300)}@example.com`, null],
    // Longer than 254 characters: rejected, not cut into another address.
    [`ada@example.${'c'.repeat(300)}`, null],
    [`${'a'.repeat(240)}@example.com`, `${'a'.repeat(240)}@example.com`],
    [42, null],
    [{}, null],
  ])('email %p → %p', (email, expected) => {
    expect(member({ email }).email).toBe(expected);
  });
});

describe('toService (service, Services screen)', () => {
  it.each<[Record<string, unknown>, string]>([
    [{ title: 'Recruitment', name: 'Other' }, 'Recruitment'],
    [{ name: 'Payroll' }, 'Payroll'],
    [{ title: '  ', name: 'Payroll' }, 'Payroll'],
    [{ title: ['x'], name: { a: 1 } }, 'Service'],
    [{}, 'Service'],
  ])('title → name → "Service": %p → %p', (raw, expected) => {
    expect(service(raw).title).toBe(expected);
  });

  it('uses the default description when it is missing or not text', () => {
    expect(service({}).description).toBe('Tailored recruitment and career solutions designed around your goals.');
    expect(service({ description: '   ' }).description).toBe(SERVICE_DEFAULTS.description);
    expect(service({ description: { html: '<b>x</b>' } }).description).toBe(SERVICE_DEFAULTS.description);
    expect(service({ description: 'Ours' }).description).toBe('Ours');
  });

  it.each<[Record<string, unknown>, string[]]>([
    [{ features: ['A', 'B'], expertise: ['C'] }, ['A', 'B']],
    [{ features: [], expertise: ['C'] }, ['C']],
    [{ features: 'A', expertise: ['C'] }, ['C']],
    [{ expertise: ['C', 1] }, ['C', '1']],
    [{ features: null, expertise: 'C' }, []],
    [{}, []],
  ])('features, else expertise: %p → %p', (raw, expected) => {
    expect(service(raw).features).toEqual(expected);
  });

  it.each<[unknown, string | null]>([
    ['/for-companies', '/for-companies'],
    ['https://example.com/services', 'https://example.com/services'],
    ['javascript:alert(1)', null],
    ['JaVaScRiPt:alert(1)', null],
    ['//evil.example', null],
    [undefined, null],
    [{}, null],
  ])('route %p → %p', (route, expected) => {
    expect(service({ route }).route).toBe(expected);
  });

  it('reads key, buttonText, color and icon as optional text', () => {
    expect(service({ key: 'training', buttonText: 'Start Learning', color: 'blue', icon: 'book' })).toMatchObject({
      key: 'training',
      buttonText: 'Start Learning',
      color: 'blue',
      icon: 'book',
    });
    expect(service({ key: 1, buttonText: {}, color: [], icon: null })).toMatchObject({ key: '1', buttonText: null, color: null, icon: null });
  });
});

describe('toBlog', () => {
  it('reads a complete post with file_url resolved', () => {
    expect(
      blog({
        id: 9,
        title: 'Hiring',
        description: 'How to hire',
        body: 'Long text',
        file_url: 'blog_files/b.mp4',
        file_type: 'video',
        created_at: '2025-08-01T09:00:00Z',
        updated_at: '2025-08-02T09:00:00Z',
      }),
    ).toEqual({
      id: '9',
      title: 'Hiring',
      description: 'How to hire',
      body: 'Long text',
      mediaUrl: 'http://api.test/storage/blog_files/b.mp4',
      mediaType: 'video',
      createdAt: '2025-08-01T09:00:00.000Z',
      updatedAt: '2025-08-02T09:00:00.000Z',
    });
  });

  it.each<[unknown, unknown]>([
    ['javascript:alert(1)', 'image'],
    ['JaVaScRiPt:alert(1)', 'video'],
    ['data:image/svg+xml,<svg onload=alert(1)>', 'image'],
    [null, 'image'],
    ['', 'video'],
    [{}, 'image'],
  ])('a hostile or missing file_url %p gives no media (mediaUrl and mediaType null, file_type %p ignored)', (fileUrl, fileType) => {
    expect(blog({ file_url: fileUrl, file_type: fileType })).toMatchObject({ mediaUrl: null, mediaType: null });
  });

  it.each<[Record<string, unknown>, 'image' | 'video']>([
    [{ file_url: 'blog_files/a.png', file_type: 'video' }, 'video'],
    [{ file_url: 'blog_files/a.mp4', file_type: 'image' }, 'image'],
    [{ file_url: 'blog_files/a.mp4' }, 'video'],
    [{ file_url: 'blog_files/a.WEBM' }, 'video'],
    [{ file_url: 'https://cdn.example/a.ogg?t=1' }, 'video'],
    [{ file_url: 'blog_files/a.png' }, 'image'],
    [{ file_url: 'blog_files/a.mp4.png' }, 'image'],
    [{ file_url: 'blog_files/a' }, 'image'],
    [{ file_url: 'blog_files/a.mp4', file_type: 'VIDEO' }, 'video'],
    [{ file_url: 'blog_files/a.png', file_type: 'audio' }, 'image'],
    [{ file_url: 'blog_files/a.webm', file_type: 42 }, 'video'],
  ])('file_type image/video, else guessed from the extension: %p → %p', (raw, expected) => {
    expect(blog(raw).mediaType).toBe(expected);
  });

  it.each<[unknown]>([['not a date'], ['2025-13-45'], [''], [{}], [null], [true]])('an invalid date %p is null', (value) => {
    expect(blog({ created_at: value, updated_at: value })).toMatchObject({ createdAt: null, updatedAt: null });
  });

  it('fills missing text with defaults', () => {
    expect(toBlog({}, 1, API)).toEqual({
      id: 'post-2',
      title: 'Untitled post',
      description: '',
      body: null,
      mediaUrl: null,
      mediaType: null,
      createdAt: null,
      updatedAt: null,
    });
  });
});

describe('hostile and malformed input never throws', () => {
  const mappers: Array<[string, (raw: Record<string, unknown>) => unknown]> = [
    ['toBlog', blog],
    ['toTeamMember', member],
    ['toReview', review],
    ['toService', service],
  ];
  const FIELDS = [
    'id', 'title', 'description', 'body', 'file_url', 'file_type', 'created_at', 'updated_at',
    'name', 'role', 'experience', 'expertise', 'photo_path', 'image', 'linkedin', 'email',
    'type', 'reviewer_name', 'review', 'story', 'rating', 'reviewer_image', 'imageUrl', 'results',
    'companyName', 'company_name', 'industry', 'profession', 'position', 'previousRole', 'previous_role', 'avatar',
    'key', 'features', 'route', 'buttonText', 'color', 'icon',
  ];
  const fill = (value: unknown) => Object.fromEntries(FIELDS.map((field) => [field, value]));

  // The length each field is cut to (null: the value is dropped). One run per
  // mapper: jsdom's URL parser is slow on a megabyte-long address.
  const hugeLimits: Record<string, Record<string, number | null>> = {
    toBlog: { id: 100, title: 300, description: 2000, body: 50_000, mediaUrl: null, mediaType: null, createdAt: null, updatedAt: null },
    toTeamMember: { id: 100, name: 120, role: 120, description: 1000, experience: 60, photoUrl: null, linkedin: null, email: null },
    toReview: { id: 100, name: 120, text: 2000, title: 200, imageUrl: null, companyName: 120, industry: 120, position: 120, avatar: null },
    toService: { id: 100, key: 40, title: 120, description: 1000, route: null, buttonText: 40, color: 40, icon: 40 },
  };

  it.each(mappers)('%s cuts 1,000,000-character strings to each field’s limit', (name, map) => {
    const result = map(fill(HUGE)) as Record<string, unknown>;
    for (const [field, limit] of Object.entries(hugeLimits[name] ?? {})) {
      if (limit === null) expect(result[field]).toBeNull();
      else expect(result[field]).toHaveLength(limit);
    }
    for (const value of Object.values(result)) {
      if (typeof value === 'string') expect(value.length).toBeLessThanOrEqual(50_000);
      if (Array.isArray(value)) for (const item of value) expect(String(item).length).toBeLessThanOrEqual(120);
    }
    if (name === 'toReview') expect(result.rating).toBe(5);
  });

  it.each(mappers)('%s accepts objects, arrays, numbers and odd values in every field', (_, map) => {
    for (const value of [...NOT_TEXT, 123, -1, { nested: { deep: [1, 2, 3] } }, [[[]]], new Date(0), Object.create(null)]) {
      expect(() => map(fill(value))).not.toThrow();
    }
  });

  it.each(mappers)('%s accepts a record without a prototype', (_, map) => {
    const bare = Object.assign(Object.create(null) as Record<string, unknown>, { title: 'x', name: 'y', toString: 1, valueOf: 2 });
    expect(() => map(bare)).not.toThrow();
  });

  it('keeps <script> text as plain text (React renders it as text)', () => {
    expect(blog({ title: SCRIPT, description: SCRIPT }).title).toBe(SCRIPT);
    expect(review({ reviewer_name: SCRIPT, review: SCRIPT })).toMatchObject({ name: SCRIPT, text: SCRIPT });
    expect(member({ name: SCRIPT }).name).toBe(SCRIPT);
    expect(service({ title: SCRIPT }).title).toBe(SCRIPT);
  });
});
