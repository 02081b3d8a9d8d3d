// The SWR hooks of the GET calls: states, answer handling, listings that never
// show errors, retries (docs/product.md, Portal API calls). Hooks build their
// client from the site config; MSW answers its apiBase, and the providers and
// SWR are the real ones.
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { ReactNode } from 'react';
import type { SiteConfig } from '../config/site-config';
import { VitalProviders } from '../providers/vital-providers';
import { createTestConfig, renderWithProviders } from '../testing';
import { fallbackBlogs } from './fallbacks/fallback-blogs';
import { fallbackServices } from './fallbacks/fallback-services';
import { fallbackTeam } from './fallbacks/fallback-team';
import { BLOG_NOT_FOUND, useBlog } from './operations/blog';
import { useBlogs } from './operations/blogs';
import { useReviews } from './operations/reviews';
import { useServices } from './operations/services';
import { useTeam } from './operations/teams';
import { TEST_API_BASE as API } from './testing/handlers';
import { answerApi, networkError, ok, reply, requestCount, sentRequest, server, type Reply } from './testing/network';

/** The providers of a page, with their own SWR cache, for the site config `config`. */
function wrapperFor(config: SiteConfig) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <VitalProviders config={config} swrProvider={() => new Map()}>
        {children}
      </VitalProviders>
    );
  };
}

const wrapper = wrapperFor(createTestConfig());
/** An apiBase written with a trailing slash, which the client trims. */
const slashWrapper = wrapperFor(createTestConfig({ apiBase: `${API}/` }));

/** Moves the fake clock, letting promises and React updates settle. */
async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('GET calls', () => {
  // Each with what the hook gives once the (successful) answer is in.
  it.each<[string, string, () => unknown, object]>([
    ['useBlogs', '/api/blogs', useBlogs, { isLoading: false }],
    ['useBlog', '/api/blog/42', () => useBlog('42'), { blog: { id: '42', title: 'Post' } }],
    ['useTeam', '/api/teams', useTeam, { team: [] }],
    ['useReviews', '/api/reviews', useReviews, { reviews: [] }],
    ['useServices', '/api/services', useServices, { isSettled: true }],
  ])('%s sends GET %s without a body or Content-Type, under an apiBase with a trailing slash', async (_, path, useCall, settled) => {
    answerApi(path, ok(path === '/api/blog/42' ? { id: 42, title: 'Post' } : []));
    const { result } = renderHook(useCall, { wrapper: slashWrapper });

    const request = await sentRequest();
    expect(request.url).toBe(`${API}${path}`);
    expect(request.method).toBe('GET');
    expect(request.hasBody).toBe(false);
    expect(request.headers).toEqual({ accept: 'application/json' });
    await waitFor(() => expect(result.current).toMatchObject(settled));
    expect(requestCount()).toBe(1);
  });
});

/** Every way a listing call can fail or answer something unusable: each is a failed call, never an error shown. */
const failures: Array<[string, Reply]> = [
  ['a network failure', networkError],
  ['a 500', reply(500, { message: 'Server Error' })],
  ['a 404 HTML page', reply(404, '<html>Not Found</html>')],
  ['success: false', reply(200, { success: false, message: 'Maintenance', data: [{ id: 1, title: 'x' }] })],
  ['no success flag', reply(200, { data: [{ id: 1, title: 'x' }] })],
  ['non-list data (object)', ok({ 0: { id: 1 } })],
  ['non-list data (string)', ok('posts')],
  ['null data', ok(null)],
  ['missing data', reply(200, { success: true })],
  ['a bare list without the envelope', reply(200, [{ id: 1, title: 'x' }])],
  ['a body that is not JSON', reply(200, 'OK')],
];

describe('a listing call that fails or answers something unusable', () => {
  it.each(failures)('useBlogs gives the three built-in posts on %s', async (_, answer) => {
    answerApi('/api/blogs', answer);
    const { result } = renderHook(() => useBlogs(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.blogs).toBe(fallbackBlogs);
    expect(result.current.isFallback).toBe(true);
  });

  it.each(failures)('useTeam gives the built-in team on %s', async (_, answer) => {
    answerApi('/api/teams', answer);
    const { result } = renderHook(() => useTeam(), { wrapper });
    await waitFor(() => expect(result.current.team).toBe(fallbackTeam));
    expect(result.current.isFallback).toBe(true);
  });

  it.each(failures)('useReviews reports hasFailed, with no reviews, on %s', async (_, answer) => {
    answerApi('/api/reviews', answer);
    const { result } = renderHook(() => useReviews(), { wrapper });
    await waitFor(() => expect(result.current.hasFailed).toBe(true));
    expect(result.current.reviews).toBeUndefined();
  });

  it.each(failures)('useServices is settled with no services, and the three built-in as servicesOrFallback, on %s', async (_, answer) => {
    answerApi('/api/services', answer);
    const { result } = renderHook(() => useServices(), { wrapper });
    await waitFor(() => expect(result.current.isSettled).toBe(true));
    expect(result.current.services).toEqual([]);
    expect(result.current.servicesOrFallback).toBe(fallbackServices);
  });
});

const realPosts = [
  { id: 1, title: 'Real post one', description: 'First', file_url: 'blog_files/one.png' },
  { id: 2, title: 'Real post two', description: 'Second' },
];

describe('useBlogs (until success, or on failure, the fallback posts show)', () => {
  it('shows the fallback posts while loading, then the real posts after success', async () => {
    answerApi('/api/blogs', ok(realPosts));
    const { result } = renderHook(() => useBlogs(), { wrapper });

    expect(result.current).toEqual({ blogs: fallbackBlogs, isFallback: true, isLoading: true });

    await waitFor(() => expect(result.current.isFallback).toBe(false));
    expect(result.current.isLoading).toBe(false);
    expect(result.current.blogs.map((b) => [b.id, b.title, b.mediaUrl])).toEqual([
      ['1', 'Real post one', 'http://api.test/storage/blog_files/one.png'],
      ['2', 'Real post two', null],
    ]);
  });

  it('keeps the fallback posts after a failure, then shows the real posts once a retry succeeds', async () => {
    answerApi('/api/blogs', networkError, ok(realPosts));
    const { result } = renderHook(() => useBlogs(), { wrapper });

    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.blogs).toBe(fallbackBlogs);
    expect(result.current.isFallback).toBe(true);

    await advance(1000);
    expect(result.current.isFallback).toBe(false);
    expect(result.current.blogs.map((b) => b.title)).toEqual(['Real post one', 'Real post two']);
  });

  it.each<[string, Reply]>([
    ['an empty list', ok([])],
    ['a list whose every entry is unusable', ok([null, 'x', 3])],
  ])('shows the fallback posts on %s', async (_, answer) => {
    answerApi('/api/blogs', answer);
    const { result } = renderHook(() => useBlogs(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.blogs).toBe(fallbackBlogs);
  });
});

describe('useServices (until success the list is empty)', () => {
  it('gives services [] and isSettled false while the first call is pending (servicesOrFallback is the three built-in), then the loaded list', async () => {
    answerApi('/api/services', ok([{ title: 'Payroll', features: ['UK'] }, 3]));
    const { result } = renderHook(() => useServices(), { wrapper });

    expect(result.current.services).toEqual([]);
    expect(result.current.isSettled).toBe(false);
    expect(result.current.servicesOrFallback).toBe(fallbackServices);

    await waitFor(() => expect(result.current.isSettled).toBe(true));
    expect(result.current.services.map((s) => [s.title, s.features])).toEqual([['Payroll', ['UK']]]);
    expect(result.current.servicesOrFallback).toBe(result.current.services);
  });

  it('is settled and empty after a failure (services show an empty list), and shows the list once a retry succeeds', async () => {
    answerApi('/api/services', reply(500), ok([{ title: 'Payroll' }]));
    const { result } = renderHook(() => useServices(), { wrapper });
    await waitFor(() => expect(requestCount()).toBe(1));
    await advance(0);

    expect(result.current.services).toEqual([]);
    expect(result.current.isSettled).toBe(true);
    expect(result.current.servicesOrFallback).toBe(fallbackServices);

    await advance(1000);
    await waitFor(() => expect(result.current.services.map((s) => s.title)).toEqual(['Payroll']));
  });

  it('is settled and empty on an empty list, with the built-in three as servicesOrFallback', async () => {
    answerApi('/api/services', ok([]));
    const { result } = renderHook(() => useServices(), { wrapper });
    await waitFor(() => expect(result.current.isSettled).toBe(true));
    expect(result.current.services).toEqual([]);
    expect(result.current.servicesOrFallback).toBe(fallbackServices);
  });
});

describe('useTeam', () => {
  it('is null while pending and the built-in team after a failure', async () => {
    answerApi('/api/teams', networkError);
    const { result } = renderHook(() => useTeam(), { wrapper });

    expect(result.current).toEqual({ team: null, isFallback: false, isLoading: true });

    await waitFor(() => expect(result.current.team).not.toBeNull());
    expect(result.current.team).toBe(fallbackTeam);
    expect(result.current.isFallback).toBe(true);
  });

  it('gives the loaded team, photo_path resolved against the API base (its trailing slash trimmed)', async () => {
    answerApi('/api/teams', ok([{ name: 'Kim', role: 'Recruiter', photo_path: '@team_photos\\/kim.webp' }]));
    const { result } = renderHook(() => useTeam(), { wrapper: slashWrapper });
    await waitFor(() => expect(result.current.team).not.toBeNull());
    expect(result.current.team).toEqual([
      expect.objectContaining({ id: 'member-1', name: 'Kim', role: 'Recruiter', photoUrl: 'http://api.test/storage/team_photos/kim.webp' }),
    ]);
    expect(result.current.isFallback).toBe(false);
  });

  it('gives an empty team as is', async () => {
    answerApi('/api/teams', ok([]));
    const { result } = renderHook(() => useTeam(), { wrapper });
    await waitFor(() => expect(result.current.team).toEqual([]));
    expect(result.current.isFallback).toBe(false);
  });
});

describe('useReviews', () => {
  it('gives undefined, then the list, skipping entries that are not objects', async () => {
    answerApi('/api/reviews', ok([{ reviewer_name: 'Ann', review: 'Great', rating: 9 }, 'junk', null]));
    const { result } = renderHook(() => useReviews(), { wrapper });

    expect(result.current.reviews).toBeUndefined();
    expect(result.current.hasFailed).toBe(false);

    await waitFor(() => expect(result.current.reviews).toBeDefined());
    expect(result.current.reviews?.map((r) => [r.name, r.text, r.rating, r.type])).toEqual([['Ann', 'Great', 5, 'professional']]);
    expect(result.current.hasFailed).toBe(false);
  });

  it('reports hasFailed after a failure, with no reviews', async () => {
    answerApi('/api/reviews', reply(200, { success: false }));
    const { result } = renderHook(() => useReviews(), { wrapper });

    await waitFor(() => expect(result.current.hasFailed).toBe(true));
    expect(result.current.reviews).toBeUndefined();
  });
});

describe('useBlog (blog object; failure "Blog not found")', () => {
  it.each(['dummy-1', 'dummy-2', 'dummy-3'])('returns the built-in post %s without calling fetch', async (id) => {
    answerApi(`/api/blog/${id}`, networkError);
    const { result } = renderHook(() => useBlog(id), { wrapper });

    await waitFor(() => expect(result.current.blog).toBeDefined());
    expect(result.current.blog).toBe(fallbackBlogs.find((post) => post.id === id));
    expect(result.current.error).toBeNull();
    expect(requestCount()).toBe(0);
  });

  it('returns a loaded post, normalised', async () => {
    answerApi('/api/blog/12', ok({ id: 12, title: 'Real', body: 'Text', file_url: '@blog_files/r.webm' }));
    const { result } = renderHook(() => useBlog('12'), { wrapper });
    await waitFor(() => expect(result.current.blog).toBeDefined());
    expect(result.current.blog).toMatchObject({ id: '12', title: 'Real', body: 'Text', mediaUrl: 'http://api.test/storage/blog_files/r.webm', mediaType: 'video' });
    expect(result.current.error).toBeNull();
  });

  it('encodes the id into one path segment', async () => {
    server.use(http.get(`${API}/api/blog/:id`, ok({ id: 1, title: 'Post' })));
    const { result } = renderHook(() => useBlog('../admin?x=1'), { wrapper });
    expect((await sentRequest()).url).toBe(`${API}/api/blog/..%2Fadmin%3Fx%3D1`);
    await waitFor(() => expect(result.current.blog?.title).toBe('Post'));
  });

  it.each<[string, Reply]>([
    ['a 404', reply(404, { message: 'Not Found' })],
    ['a 404 in the server’s own words', reply(404, { message: 'No query results for model [App\\Models\\Blog] 99' })],
    ['a 404 without a body', reply(404)],
    ['a 404 HTML page', reply(404, '<html><body>Not Found</body></html>')],
    ['a 404 with a numeric message', reply(404, { message: 404 })],
    ['a 404 with a blank message', reply(404, { message: ' ' })],
    ['a 500', reply(500)],
    ['a network failure', networkError],
    ['data: {}', ok({})],
    ['data: null', ok(null)],
    ['no data', reply(200, { success: true })],
    ['data: a list', ok([{ id: 1, title: 'x' }])],
    ['data: a string', ok('post')],
    ['success: false', reply(200, { success: false, data: { id: 1, title: 'x' } })],
    ['a body that is not JSON', reply(200, '<html></html>')],
  ])("gives 'Blog not found' and no post for an unknown id on %s", async (_, answer) => {
    answerApi('/api/blog/unknown-7', answer);
    const { result } = renderHook(() => useBlog('unknown-7'), { wrapper });
    await waitFor(() => expect(result.current.error).toBe(BLOG_NOT_FOUND));
    expect(result.current.blog).toBeUndefined();
  });

  it("gives 'Blog not found' for an unknown post and does not retry it", async () => {
    answerApi('/api/blog/404', reply(404, { message: 'Not Found' }));
    const { result } = renderHook(() => useBlog('404'), { wrapper });

    await waitFor(() => expect(result.current.error).toBe(BLOG_NOT_FOUND));
    expect(result.current.blog).toBeUndefined();
    await advance(60_000);
    expect(requestCount()).toBe(1);
  });
});

function PostTitles({ label }: { label: string }) {
  const { blogs } = useBlogs();
  return (
    <ul aria-label={label}>
      {blogs.map((post) => (
        <li key={post.id}>{post.title}</li>
      ))}
    </ul>
  );
}

const titlesIn = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('shared cache', () => {
  it('two components using useBlogs at once cause one fetch', async () => {
    answerApi('/api/blogs', ok(realPosts));
    renderWithProviders(
      <>
        <PostTitles label="Latest posts" />
        <PostTitles label="More posts" />
      </>,
    );

    expect(titlesIn('Latest posts')).toEqual(fallbackBlogs.map((p) => p.title));
    await waitFor(() => expect(titlesIn('Latest posts')).toEqual(['Real post one', 'Real post two']));
    expect(titlesIn('More posts')).toEqual(['Real post one', 'Real post two']);
    await advance(60_000);
    expect(requestCount()).toBe(1);
  });

  it('a component mounted later reuses the loaded posts without fetching again', async () => {
    answerApi('/api/blogs', ok(realPosts));
    const { rerender } = renderWithProviders(<PostTitles label="Latest posts" />);
    await waitFor(() => expect(titlesIn('Latest posts')).toEqual(['Real post one', 'Real post two']));

    rerender(
      <>
        <PostTitles label="Latest posts" />
        <PostTitles label="More posts" />
      </>,
    );
    expect(titlesIn('More posts')).toEqual(['Real post one', 'Real post two']);
    await advance(60_000);
    expect(requestCount()).toBe(1);
  });
});

describe('retries (3 retries, delay doubling from 1 s)', () => {
  it('retries a failed listing fetch after 1 s, 2 s and 4 s, then stops', async () => {
    answerApi('/api/blogs', networkError);
    const { result } = renderHook(() => useBlogs(), { wrapper });
    await advance(0);
    expect(requestCount()).toBe(1);

    await advance(999);
    expect(requestCount()).toBe(1);
    await advance(1);
    expect(requestCount()).toBe(2);

    await advance(1999);
    expect(requestCount()).toBe(2);
    await advance(1);
    expect(requestCount()).toBe(3);

    await advance(3999);
    expect(requestCount()).toBe(3);
    await advance(1);
    expect(requestCount()).toBe(4);

    await advance(10 * 60_000);
    expect(requestCount()).toBe(4);
    // Listing failures never show an error: the fallback posts stay.
    expect(result.current.blogs).toBe(fallbackBlogs);
  });

  it('a successful retry ends the retries', async () => {
    answerApi('/api/reviews', reply(503), ok(realPosts));
    const { result } = renderHook(() => useReviews(), { wrapper });
    await advance(0);
    expect(result.current.hasFailed).toBe(true);

    await advance(1000);
    expect(requestCount()).toBe(2);
    expect(result.current.hasFailed).toBe(false);
    expect(result.current.reviews).toHaveLength(2);

    await advance(10 * 60_000);
    expect(requestCount()).toBe(2);
  });
});

